import type { Page } from '@playwright/test';
import { visitor, test as base, expect } from '../support/test.js';
import { postFromPage, sendFromPage } from '../support/api.js';
import { createAccount, logIn, logOut, newUser } from '../support/accounts.js';
import { runCli, withOwnServer, type OwnServer } from '../support/own-server.js';
import { CARDS, payWithCard } from '../support/payment.js';

/**
 * A customer whose subscription ended (spec 1 §2 /subscription, §4 subscription panels): the trial
 * is for new customers only, so they see their ended plan's panel with its own Renew offer, never
 * "Start trial", and renew at the regular price.
 *
 * The server's clock moves a month forward here (POST /api/dev/clock/advance, which runs the
 * billing that fell due): it ages every session of the server, so these journeys run on a server
 * of their own (support/own-server.ts, seeded with the demo catalog), beside the others.
 */
const test = base.extend<object, { server: OwnServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      await withOwnServer('clock', (env) => runCli(['seed'], env), use);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  visitorState: async ({ server }, use) => use(visitor({ origin: server.url })),
});

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

  // The purchases list dates each payment by the billing clock: the renewal a month after the first.
  await page.getByTestId('user-button').click();
  const controlPanel = page.getByTestId('control-panel');
  await controlPanel.getByRole('button', { name: 'Purchases' }).click();
  const purchases = controlPanel.getByTestId('purchase');
  await expect(purchases).toHaveCount(2);
  const [renewed, first] = await purchases
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect((renewed ?? 0) - (first ?? 0)).toBeGreaterThan(30 * 86_400_000);
});

test('a subscriber sees the card promo’s countdown and its pack’s link while the claim window is open', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('claimer'));
  await page.goto('/subscription');
  await page.getByTestId('subscribe-full-monthly').click();
  await checkOut(page, CARDS.approves);

  // The demo drops a pack on Mondays at 12:00 UTC, claimable for 48 hours: the server's clock
  // moves to an hour after the next drop.
  const clock = await page.request.get('/api/dev/clock');
  const now = new Date(((await clock.json()) as { now: string }).now);
  const nextDrop = new Date(now);
  nextDrop.setUTCHours(12, 0, 0, 0);
  nextDrop.setUTCDate(nextDrop.getUTCDate() + ((8 - nextDrop.getUTCDay()) % 7));
  if (nextDrop <= now) nextDrop.setUTCDate(nextDrop.getUTCDate() + 7);
  const hours = Math.ceil((nextDrop.getTime() - now.getTime()) / 3_600_000) + 1;
  const advanced = await postFromPage(page, '/api/dev/clock/advance', { hours });
  expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);

  await page.goto('/subscription');
  const promo = page.getByTestId('card-promo');
  await expect(promo.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
    'href',
    '/content/earthrise',
  );
  // Counted from the server's time: under the window's 48 hours, not from this browser's clock.
  await expect(promo.getByTestId('card-promo-countdown')).toHaveText(
    /^Claim window ends in (4[0-7]|[0-3]\d):[0-5]\d:[0-5]\d$/,
  );
  await expect(promo.getByTestId('card-promo-claim')).toBeVisible();
});

test('a subscriber sees a cancel being confirmed, then cancelled, refunded, and a payment that failed for good', async ({
  page,
}) => {
  await page.goto('/');
  const user = newUser('statuses');
  await createAccount(page, user);
  const panel = page.getByTestId('subscription-panel');

  // The acquirer confirms this card's cancel an hour later: meanwhile it is in progress.
  await page.goto('/subscription');
  await page.getByTestId('subscribe-full-monthly').click();
  await checkOut(page, CARDS.confirmsCancelLater);
  await page.goto('/subscription');
  await page.getByTestId('manage-subscription').click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirmation = page.getByTestId('cancel-confirmation-modal');
  await expect(confirmation.getByRole('heading')).toHaveText('Cancellation in progress');
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/subscription');
  await expect(panel).toHaveAttribute('data-panel', 'cancelInProgress');
  await expect(panel).toContainText(
    'We are confirming the cancellation with the payment provider.',
  );
  const hour = await postFromPage(page, '/api/dev/clock/advance', { hours: 1 });
  expect(hour.status, JSON.stringify(hour.body)).toBe(200);
  await page.reload();
  await expect(panel).toHaveAttribute('data-panel', 'cancelled');

  // Support refunds the plan's payment in full (the desk's call): the plan is refunded.
  expect((await postFromPage(page, '/api/dev/roles', { role: 'ROLE_SUPPORT' })).status).toBe(200);
  const me = await sendFromPage(page, 'GET', '/api/v1/settings/user/info');
  const { id: userId } = me.body as { id: string };
  const detail = await sendFromPage(page, 'GET', `/api/v1/desk/customers/${userId}`);
  const [order] = (detail.body as { orders: { id: string; lines: { id: string }[] }[] }).orders;
  const refund = await postFromPage(page, `/api/v1/desk/orders/${order?.id}/refunds`, {
    refundId: crypto.randomUUID(),
    itemIds: order?.lines.map((line) => line.id),
    reason: 'Asked for it back',
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  await page.reload();
  await expect(panel).toHaveAttribute('data-panel', 'refunded');
  await expect(panel).toContainText(
    'Your payment was refunded, so this plan no longer gives access.',
  );

  // Renewed on a card whose renewals are declined: grace, then the payment failed for good.
  await panel.getByTestId('renew-subscription').click();
  await checkOut(page, CARDS.declinesLater);
  await logOut(page);
  for (const days of [30, 3]) {
    const advanced = await postFromPage(page, '/api/dev/clock/advance', { days });
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
  }
  await logIn(page, user.email, user.password);
  await expect(page.getByTestId('user-button')).toBeVisible();
  await page.goto('/subscription');
  await expect(panel).toHaveAttribute('data-panel', 'paymentFailed');
  await expect(panel).toContainText(
    'We could not charge your card for the renewal, so this plan has ended.',
  );
  await expect(panel.getByTestId('renew-subscription')).toBeVisible();
  await expect(panel.getByTestId('manage-subscription')).toHaveCount(0);
});
