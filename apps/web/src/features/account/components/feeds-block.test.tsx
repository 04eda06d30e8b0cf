import { en } from '@parallax/core/i18n/en';
import { MAX_FEED_LINKS } from '@parallax/core/rules/account-limits';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, getToasts } from '@/lib/toast';
import { apiError, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { FeedsBlock } from './feeds-block';

const LIST = 'GET /store/api/v1/settings/feeds';
const CREATE = 'POST /store/api/v1/settings/feeds';

setUpComponentTests();
afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

const links = (count: number) => ({
  items: Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    label: `Headset ${index}`,
    createdAt: '2026-12-01T12:00:00.000Z',
    lastUsedAt: null,
  })),
});

async function renderBlock() {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <FeedsBlock />
            <Toaster />
          </>
        ),
      },
    ],
    { session: aSession() },
  );
  await settle();
}

const createButton = () =>
  document.querySelector<HTMLButtonElement>('.feed-create button[type="submit"]');
const toastTexts = () =>
  [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => toast.textContent);

describe(`feed links past the limit (${MAX_FEED_LINKS} live)`, () => {
  it('says so and offers no new link until one is revoked', async () => {
    stubFetch({ [LIST]: () => json(links(MAX_FEED_LINKS)) });
    await renderBlock();
    expect(byTestId('feeds-full')?.textContent).toBe(en.errors.feed_link_limit);
    expect(createButton()?.disabled).toBe(true);
  });

  it('tells why a new link was refused (another device made the last one), not a bare failure', async () => {
    let count = MAX_FEED_LINKS - 1;
    const server = stubFetch({
      [LIST]: () => json(links(count)),
      [CREATE]: () => {
        count = MAX_FEED_LINKS;
        return apiError(409, 'FeedLinkLimitReached');
      },
    });
    await renderBlock();
    expect(byTestId('feeds-full')).toBeNull();
    act(() => createButton()?.click());
    await settle();
    await settle();
    expect(server.callsTo(CREATE)).toHaveLength(1);
    expect(toastTexts().join(' ')).toContain(en.errors.feed_link_limit);
    expect(byTestId('feeds-full')?.textContent).toBe(en.errors.feed_link_limit);
    expect(createButton()?.disabled).toBe(true);
  });
});
