import { expect, test, type Page } from '@playwright/test';
import { postFromPage } from '../support/api.js';
import { createAccount, logIn, logOut, newUser } from '../support/accounts.js';
import { CARDS, payWithCard } from '../support/payment.js';

/**
 * A customer whose subscription ended (spec 1 §2 /subscription, §4 subscription panels): the trial
 * is for new customers only, so they see their ended plan's panel with its own Renew offer, never
 * "Start trial", and renew at the regular price.
 *
 * The server's clock moves a month forward here (POST /api/dev/clock/advance, which runs the
 * billing that fell due): it ages every session of the server, so this file runs in its own
 * project, after every other journey (playwright.config.ts). Alone, it runs with `--no-deps`
 * (`npx playwright test tests/subscription-ended.spec.ts --no-deps`): a project's dependencies
 * run whole, whatever files are named.
 */

/** From the cart: pays its total by card and waits for the result page. */
async function checkOut(page: Page, card: string) {
  await expect(page).toHaveURL(/\/cart$/);
  const total = (await page.getByTestId('cart-total').innerText()).trim();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await payWithCard(page, card, total);
  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );
  return total;
}

test('a customer whose plan ended sees Renew, not a trial, and renews at the regular price', async ({
  page,
}) => {
  await page.goto('/');
  const user = newUser('returning');
  await createAccount(page, user);

  // A monthly plan, paid at its price, then cancelled at the acquirer.
  await page.goto('/subscription');
  await page.getByTestId('subscribe-full-monthly').click();
  expect(await checkOut(page, CARDS.approves)).toBe('$19.99');
  await page.goto('/subscription');
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/test-acquirer\/manage\//);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirmation = page.getByTestId('cancel-confirmation-modal');
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A month and a day later the plan has run out; the customer signs in again.
  await logOut(page);
  const advanced = await postFromPage(page, '/api/dev/clock/advance', { days: 31 });
  expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
  expect((advanced.body as { ran: { expired: number } }).ran.expired).toBeGreaterThanOrEqual(1);
  await logIn(page, user.email, user.password);
  await expect(page.getByTestId('user-button')).toBeVisible();

  // The header offers the plans again; the page shows the ended plan and its Renew offer.
  await page.getByTestId('header-subscription-button').click();
  await expect(page).toHaveURL(/\/subscription#tariffs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  const panel = page.getByTestId('subscription-panel');
  await expect(panel).toHaveAttribute('data-panel', 'ended');
  await expect(panel.getByTestId('subscription-tariff')).toHaveText('Monthly');
  await expect(panel.getByTestId('renew-offer')).toHaveText(
    'Renew Monthly for $19.99 / month. Your plan starts again today.',
  );
  await expect(panel.getByTestId('manage-subscription')).toHaveCount(0);
  // No trial anywhere: the monthly card offers the plan at its price.
  const monthly = page.getByTestId('tariff-card-monthly');
  await expect(monthly.getByTestId('subscribe-monthly')).toHaveText('Subscribe');
  await expect(monthly.getByTestId('trial-offer-monthly')).toHaveCount(0);
  await expect(page.getByTestId('subscribe-full-monthly')).toHaveCount(0);
  await expect(page.getByText('Start trial')).toHaveCount(0);

  // Renew: the plan at its price, paid, active again.
  await panel.getByTestId('renew-subscription').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await checkOut(page, CARDS.approves)).toBe('$19.99');
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-panel')).toHaveAttribute('data-panel', 'active');
  await expect(page.getByTestId('header-subscription-button')).toHaveCount(0);
});
