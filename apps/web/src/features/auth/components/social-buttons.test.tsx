import { describe, expect, it } from 'vitest';
import { byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { SocialButtons } from './social-buttons';

setUpComponentTests();

/** The bootstrap check as the server answers it, with these social sign-ins configured. */
function serverWith(socialProviders: string[]) {
  stubFetch({
    'GET /api/bootstrap/check': () =>
      json({
        status: 'ok',
        serverVersion: '0.1.0',
        minClientVersion: '0.1.0',
        isOutdated: false,
        serverTime: '2026-11-22T12:00:00.000Z',
        socialProviders,
      }),
  });
}

async function renderButtons() {
  await renderRoutes([{ path: '/cart', element: <SocialButtons isDisabled={false} /> }], {
    session: aSession(),
    url: '/cart',
  });
  await settle();
}

describe('SocialButtons', () => {
  it('offers only the providers the server has settings for', async () => {
    serverWith(['google']);
    await renderButtons();
    const google = byTestId('social-google');
    expect(google?.textContent).toBe('Continue with Google');
    expect(google?.getAttribute('href')).toMatch(/^\/oauth2\/authorization\/google\?/);
    expect(
      new URL(google?.getAttribute('href') ?? '', 'http://x').searchParams.get('returnPath'),
    ).toBe('/cart');
    expect(byTestId('social-twitter')).toBeNull();
  });

  it('offers both, in the server’s order', async () => {
    serverWith(['google', 'twitter']);
    await renderButtons();
    const links = [...document.querySelectorAll('.social-buttons a')];
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual([
      'social-google',
      'social-twitter',
    ]);
  });

  it('renders nothing, not even the "or" divider, when none is configured', async () => {
    serverWith([]);
    await renderButtons();
    expect(document.querySelector('.social-buttons')).toBeNull();
    expect(document.body.textContent).not.toContain('or');
  });

  it('renders nothing when the server cannot say', async () => {
    stubFetch({});
    await renderButtons();
    expect(document.querySelector('.social-buttons')).toBeNull();
  });
});
