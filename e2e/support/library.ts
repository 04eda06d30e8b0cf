import { expect, type Page } from '@playwright/test';

/**
 * From a pack's content page: Add to library, then Download, until the pack is on the device
 * (spec 2 §4: adding_to_library → added_to_library → ready_to_download → … → ready_to_play).
 */
export async function downloadFromContentPage(page: Page, slug: string) {
  await page.goto(`/content/${slug}`);
  const control = page.getByTestId('content-button');
  await control.locator('[data-action="add"]').click();
  await expect(control).toHaveAttribute('data-state', 'ready_to_download');
  await control.locator('[data-action="download"]').click();
  await expect(control).toHaveAttribute('data-state', 'ready_to_play', { timeout: 30_000 });
}
