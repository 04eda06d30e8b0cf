import { expect, test } from '../support/test.js';

test('an unknown address shows the 404 page, whose link returns to the store', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  // The server says 404 too, so crawlers see it without running the app.
  expect(response?.status()).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound.locator('.status-code')).toHaveText('404');
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Parallax');

  await notFound.getByRole('link', { name: 'Return home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step inside the picture');
  await expect(page.locator('section.category article.card').first()).toBeVisible();
});

test('a content slug the server does not know shows the 404 page', async ({ page }) => {
  const response = await page.goto('/content/no-such-pack');
  expect(response?.status()).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound.locator('.status-code')).toHaveText('404');
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('a failing content request shows the error page, whose link returns to the store', async ({
  page,
}) => {
  let failedRequests = 0;
  // A server fault cannot be provoked from outside, so this one response is replaced.
  await page.route('**/content/alpine-dawn/optimized*', async (route) => {
    failedRequests += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errorType: 'InternalError', message: 'x' }),
    });
  });

  await page.goto('/content/alpine-dawn');
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  expect(failedRequests).toBeGreaterThan(0);

  await errorPage.getByRole('link', { name: 'Return home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.locator('section.category article.card').first()).toBeVisible();
});
