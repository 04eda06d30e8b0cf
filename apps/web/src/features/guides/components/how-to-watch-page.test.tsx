import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { act } from 'react';
import { Link } from '@/components/ui/link';
import { describe, expect, it, vi } from 'vitest';
import { AuthModalContext } from '@/data/session/auth-modal-context';
import { aUser, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { HowToWatchPage } from './how-to-watch-page';

setUpComponentTests();

const platformsFlag = (values: string[]): FeatureFlag => ({
  name: 'guidePlatforms',
  isEnabled: true,
  params: values.map((value) => ({ label: value, value })),
  customInfo: null,
});

async function renderGuide({
  platforms = ['PCVR', 'MetaStore', 'Apk'],
  url = '/how-to-watch-in-vr',
  user = null as ReturnType<typeof aUser> | null,
} = {}) {
  stubFetch({ 'GET /store/api/v1/feature/list': () => json([platformsFlag(platforms)]) });
  const openAuthModal = vi.fn();
  const session = { ...aSession(), user };
  await renderRoutes(
    [
      {
        path: '/how-to-watch-in-vr',
        element: (
          <AuthModalContext value={{ openAuthModal, openAuthRequired: vi.fn() }}>
            <HowToWatchPage setPasswordAction={<button type="button">Set password</button>} />
            <Link to="/how-to-watch-in-vr?platform=Apk">APK guide</Link>
          </AuthModalContext>
        ),
      },
    ],
    { session, url },
  );
  await settle();
  return { openAuthModal };
}

const heading = () => document.querySelector('h2')?.textContent;
const radios = () => [
  ...document.querySelectorAll<HTMLInputElement>('input[name="guide-platform"]'),
];
const video = () => document.querySelector('video') as HTMLVideoElement;

describe('the how-to-watch-in-VR guide (spec 2 §2)', () => {
  it('opens on the Meta store by default, with a switcher of the configured platforms', async () => {
    await renderGuide();
    expect(heading()).toBe('Meta Quest store');
    expect(radios().map((radio) => radio.value)).toEqual(['PCVR', 'MetaStore', 'Apk']);
    expect(radios().find((radio) => radio.checked)?.value).toBe('MetaStore');
  });

  it('follows ?platform= and switches platform from the switcher', async () => {
    await renderGuide({ url: '/how-to-watch-in-vr?platform=Apk' });
    expect(heading()).toBe('APK for Quest 3 / Pico 4 Ultra');
    act(() => radios()[0]?.click());
    expect(heading()).toBe('Windows PC VR');
    expect(document.querySelector('[data-testid="runtime-comparison"]')).not.toBeNull();
  });

  it('follows a link to another platform after a choice was made', async () => {
    await renderGuide();
    act(() => radios()[0]?.click());
    expect(heading()).toBe('Windows PC VR');
    await settle();
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'APK guide');
    await act(async () => link?.click());
    expect(heading()).toBe('APK for Quest 3 / Pico 4 Ultra');
    expect(radios().find((radio) => radio.checked)?.value).toBe('Apk');
  });

  it('hides the switcher when configuration offers one platform', async () => {
    await renderGuide({ platforms: ['PCVR'], url: '/how-to-watch-in-vr?platform=MetaStore' });
    expect(radios()).toHaveLength(0);
    expect(heading()).toBe('Windows PC VR');
  });

  it('tells a guest about the password and offers sign-up', async () => {
    const { openAuthModal } = await renderGuide();
    expect(byTestId('password-notice')?.textContent).toContain('create one on this site first');
    const signUp = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Create an account',
    );
    act(() => signUp?.click());
    expect(openAuthModal).toHaveBeenCalledWith('register');
    expect(byTestId('set-password-notice')).toBeNull();
  });

  it('tells a user created by a payment (no id) about the password, without sign-up', async () => {
    await renderGuide({ user: aUser({ status: 'InitializedViaPayment' }) });
    expect(byTestId('password-notice')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Create an account');
  });

  it('offers a social-auth user without a password the set-password button, and nobody else', async () => {
    await renderGuide({ user: aUser({ isSocialAuth: true, hasPassword: false }) });
    expect(byTestId('password-notice')).toBeNull();
    expect(byTestId('set-password-notice')?.querySelector('button')?.textContent).toBe(
      'Set password',
    );
  });

  it('does not bother a user who has a password', async () => {
    await renderGuide({ user: aUser({ isSocialAuth: true, hasPassword: true }) });
    expect(byTestId('password-notice')).toBeNull();
    expect(byTestId('set-password-notice')).toBeNull();
  });
});

describe('guide videos', () => {
  it('play at 1.5× and neither preload nor autoplay for a guest who has not accepted', async () => {
    await renderGuide();
    expect(video().playbackRate).toBe(1.5);
    expect(video().autoplay).toBe(false);
    expect(video().getAttribute('preload')).toBe('none');
  });

  it('autoplay and preload when the content policy allows it', async () => {
    await renderGuide({
      user: aUser({ additionalData: { acceptedRestictedContent: true, acceptedCookies: true } }),
    });
    expect(video().playbackRate).toBe(1.5);
    expect(video().autoplay).toBe(true);
    expect(video().getAttribute('preload')).toBe('auto');
  });
});
