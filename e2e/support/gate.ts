import { expect, type Page } from '@playwright/test';
import { visitor } from './test.js';

/**
 * A visitor who has answered neither the age gate nor the cookie banner: tests of them start from
 * this one. The push prompt is answered, as in the suite's default: it would otherwise join them.
 */
export const FRESH_VISITOR = visitor({ unanswered: ['ageGate', 'cookieBanner'] });

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export const ageGate = (page: Page) => page.getByTestId('age-gate');
export const cookieBanner = (page: Page) => page.getByTestId('cookie-banner');
export const safeModeBanner = (page: Page) => page.getByTestId('safe-mode-banner');

/**
 * The app has taken over the page the server wrote (its first screen) and knows the session: the
 * login or user button shows. Before that, a first-screen element may still be replaced.
 */
export async function appIsReady(page: Page) {
  await expect(page.getByTestId('login-button').or(page.getByTestId('user-button'))).toBeVisible();
}

/** The store page has loaded its catalog and the session is known (the login button shows). */
export async function storeIsReady(page: Page) {
  await expect(page.locator('section.category').first()).toBeVisible();
  await appIsReady(page);
}

export async function acceptAgeGate(page: Page, over18 = 'Over 18') {
  await ageGate(page).getByRole('button', { name: over18 }).click();
  await expect(ageGate(page)).toBeHidden();
}

/** The signed-in user as the server has them (the page's cookies). */
export async function userInfo(page: Page) {
  const response = await page.request.get('/api/v1/settings/user/info');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    ageVerified: boolean;
    additionalData: { acceptedRestictedContent: boolean; acceptedCookies: boolean };
  };
}
