import type { Page } from '@playwright/test';

/**
 * The signed-in user is allowed to upload files of their own (spec 2 §3 allowsUploads, from
 * isAllowedToUploadUserVrFiles): no account gets the flag through the product yet, so the
 * user info the server answers is given it on its way to the page.
 */
export async function allowUploads(page: Page) {
  await page.route(/\/api\/v1\/settings\/user\/info(?:\?|$)/, async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...user, allowsUploads: true, isAllowedToUploadUserVrFiles: true },
    });
  });
}
