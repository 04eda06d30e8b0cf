import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { loadAgeCheck } from './age-check';
import { useContentPolicy } from './content-policy';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { noAgeMode, restrictedContentAcceptance } from './visitor-choices';

function Probe() {
  const { isSafeMode, canAutoplayVideo } = useContentPolicy();
  return (
    <p data-testid="policy">
      {isSafeMode ? 'safe' : 'full'} {canAutoplayVideo ? 'autoplay' : 'still'}
    </p>
  );
}

const policy = () => byTestId('policy')?.textContent;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function renderProbe(session: SessionContextValue = aSession()) {
  await renderRoutes([{ path: '/', element: <Probe /> }], { session });
}

setUpComponentTests();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('content policy (spec 1 §6, spec 2 §6)', () => {
  it('keeps a guest who has not accepted in safe mode, without autoplay', async () => {
    await renderProbe();
    expect(policy()).toBe('safe still');
  });

  it('allows autoplay as soon as the guest accepts, without a reload', async () => {
    await renderProbe();
    act(() => restrictedContentAcceptance.set(true));
    expect(policy()).toBe('safe autoplay');
  });

  it('allows autoplay in no-age mode', async () => {
    await renderProbe();
    act(() => noAgeMode.set(true));
    expect(policy()).toBe('safe autoplay');
  });

  it('leaves safe mode where the age check does not ask for verification', async () => {
    stubFetch({
      'GET /store/api/v1/age-check': () =>
        json({
          shouldVerify: false,
          countryCode: 'ES',
          region: null,
          timestamp: new Date().toISOString(),
        }),
    });
    await renderProbe();
    expect(policy()).toBe('safe still');
    await act(() => loadAgeCheck());
    expect(policy()).toBe('full still');
  });

  it('asks the age check once and keeps the answer', async () => {
    const { callsTo } = stubFetch({
      'GET /store/api/v1/age-check': () =>
        json({
          shouldVerify: true,
          countryCode: null,
          region: null,
          timestamp: new Date().toISOString(),
        }),
    });
    await loadAgeCheck();
    await loadAgeCheck();
    expect(callsTo('GET /store/api/v1/age-check')).toHaveLength(1);
  });

  const signedIn = (ageVerified: boolean): SessionContextValue => ({
    ...aSession(),
    auth: { ...initialAuthState, status: 'authenticated' },
    user: aUser({
      ageVerified,
      additionalData: { acceptedRestictedContent: false, acceptedCookies: false },
    }),
  });

  it('takes an age-verified user out of safe mode', async () => {
    await renderProbe(signedIn(true));
    expect(policy()).toBe('full autoplay');
  });

  it('keeps a signed-in user who is not verified in safe mode; as no guest, they may autoplay', async () => {
    await renderProbe(signedIn(false));
    expect(policy()).toBe('safe autoplay');
  });

  it('never puts a bot in safe mode, and never autoplays for it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);
    restrictedContentAcceptance.set(true);
    await renderProbe();
    await settle();
    expect(policy()).toBe('full still');
  });
});
