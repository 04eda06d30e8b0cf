import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ageGate, FRESH_VISITOR, GOOGLEBOT } from '../support/gate.js';

/**
 * spec 1 §6 / spec 2 §6: guests who have not accepted restricted content (and bots, always) get no
 * video preload and no autoplay. The suite's default visitor has accepted; these start without.
 */
async function expectNotPreloaded(page: Page, testId: string) {
  const video = page.getByTestId(testId);
  await expect(video).toHaveAttribute('preload', 'none');
  expect(
    await video.evaluate((element: HTMLVideoElement) => ({
      autoplay: element.autoplay,
      paused: element.paused,
    })),
  ).toEqual({ autoplay: false, paused: true });
}

test.describe('a guest who has not answered the age gate', () => {
  test.use({ visitorState: FRESH_VISITOR });

  test('gets no preload and no autoplay on the store, content and guide videos', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(ageGate(page)).toBeVisible();
    await expectNotPreloaded(page, 'trailer');
    await expectNotPreloaded(page, 'explainer-video');

    await page.goto('/content/ringed-giant');
    await expectNotPreloaded(page, 'gallery-video');

    await page.goto('/how-to-watch-in-vr');
    const guideVideo = page.locator('.guide-section video');
    await expect(guideVideo).toHaveAttribute('preload', 'none');
    expect(await guideVideo.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(false);
  });
});

test.describe('a search engine crawler', () => {
  test.use({ visitorState: FRESH_VISITOR, userAgent: GOOGLEBOT });

  test('sees no age gate, nothing preloads, and the play control starts the trailer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('section.category').first()).toBeVisible();
    await expect(ageGate(page)).toHaveCount(0);
    await expectNotPreloaded(page, 'trailer');
    await expect(page.getByTestId('trailer')).toHaveAttribute(
      'poster',
      '/static/demo/trailer-poster.webp',
    );
    await page.getByRole('button', { name: 'Play Parallax trailer' }).click();
    const trailer = page.getByTestId('trailer');
    await expect
      .poll(() => trailer.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0);
    expect(
      await trailer.evaluate((video: HTMLVideoElement) => ({
        muted: video.muted,
        volume: video.volume,
      })),
    ).toEqual({ muted: true, volume: 0.5 });
  });
});
