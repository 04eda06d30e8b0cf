import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { CARDS, payWithCard } from '../support/payment.js';

/**
 * Subscribing, as a new user would (spec 1 §2 /subscription, §4 subscription panels and the
 * cancel-result page, §6 exclusive packs): a trial bought with the approving test card opens its
 * packs and hides the header's subscription button; the exclusive pack waits for the annual plan;
 * Manage subscription cancels at the test acquirer and the last day is shown.
 */

const TRIAL_PACK = { slug: 'high-noon-summit', title: 'High Noon Summit' };
const EXCLUSIVE_PACK = { slug: 'ringed-giant', title: 'Ringed Giant' };

/** From the cart: pays its total by card and waits for the result page. */
async function checkOut(page: Page, card: string) {
  await expect(page).toHaveURL(/\/cart$/);
  const total = (await page.getByTestId('cart-total').innerText()).trim();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await payWithCard(page, card, total);
  return { total, result: page.getByTestId('payment-result') };
}

test('a new user takes the monthly trial, plays a pack not bought, upgrades for the exclusive pack and cancels', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('subscriber'));

  // Before subscribing: the header offers the plans; the trial pack plays its trial scene only.
  await page.goto(`/content/${TRIAL_PACK.slug}`);
  await expect(page.getByRole('button', { name: 'Try in VR' })).toBeVisible();
  await page.getByTestId('header-subscription-button').click();
  await expect(page).toHaveURL(/\/subscription#tariffs$/);
  const monthly = page.getByTestId('tariff-card-monthly');
  await expect(monthly.getByTestId('trial-offer-monthly')).toContainText(
    '7 days for $1, then $19.99/month',
  );
  await expect(monthly.getByTestId('trial-offer-monthly')).toContainText(
    `Your trial opens: ${TRIAL_PACK.title}`,
  );
  await expect(page.getByTestId('tariff-card-annual')).toBeVisible();
  await expect(page.getByTestId('tariff-card-lifetime')).toBeVisible();

  await page.getByTestId('subscribe-monthly').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('$1');
  // The trial is its own offer: no old price struck beside it, no discount made up.
  await expect(page.getByTestId('cart-line-price')).toHaveText('$1');
  await expect(page.getByTestId('cart-totals')).not.toContainText('Discount');
  const trial = await checkOut(page, CARDS.approves);
  await expect(trial.result.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );

  // The trial panel; no more subscription button in the header.
  await page.goto('/subscription');
  const panel = page.getByTestId('subscription-panel');
  await expect(panel).toHaveAttribute('data-panel', 'trial');
  await expect(panel.getByTestId('subscription-tariff')).toHaveText('Monthly');
  await expect(page.getByTestId('header-subscription-button')).toHaveCount(0);

  // A pack not bought plays whole; the exclusive one stays locked.
  await page.goto(`/content/${TRIAL_PACK.slug}`);
  await expect(page.getByTestId('included-in-subscription')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play in VR' })).toBeVisible();
  // The second scene is not a trial scene: its media comes only with the subscription.
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const viewer = page.getByTestId('viewer-2d');
  await expect(viewer).toHaveAttribute('data-ready', 'true');
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'image:equirect180:sbs');
  await expect(viewer).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(viewer).toHaveCount(0);
  await page.goto(`/content/${EXCLUSIVE_PACK.slug}`);
  await expect(page.getByTestId('exclusive-tariffs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play in VR' })).toHaveCount(0);

  // Upgrading to annual: the unused trial is credited before paying.
  await page.goto('/subscription');
  const annual = page.getByTestId('tariff-card-annual');
  await expect(annual.getByTestId('upgrade-proration-annual')).toContainText('credited');
  await page.getByTestId('upgrade-annual').click();
  const upgrade = await checkOut(page, CARDS.approves);
  expect(Number(upgrade.total.replace('$', ''))).toBeLessThan(99.99);
  await expect(upgrade.result.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );
  // The upgrade starts at once, and the result page says so.
  await expect(upgrade.result.getByTestId('payment-lines')).toContainText(
    'AnnualSubscription, active now',
  );
  await page.goto(`/content/${EXCLUSIVE_PACK.slug}`);
  await expect(page.getByTestId('included-in-subscription')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play in VR' })).toBeVisible();

  // Manage subscription → the acquirer's page → cancel → the last day, then the store.
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-panel')).toHaveAttribute('data-panel', 'active');
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/test-acquirer\/manage\//);
  await expect(page.getByTestId('acquirer-subscription')).toContainText('Annual');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirmation = page.getByTestId('cancel-confirmation-modal');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Annual');
  // The last day is the end of the annual period the upgrade started: a year from now.
  const lastDay = new Date(
    (await confirmation.locator('[data-end-date]').getAttribute('data-end-date')) ?? '',
  );
  const daysLeft = (lastDay.getTime() - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365);
  await expect(page.getByTestId('cancel-confirmation-text')).toContainText(
    String(lastDay.getUTCFullYear()),
  );
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A cancelled plan is not upgraded: no upgrade offer, and the plans say a new one replaces it.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your next plan');
  await expect(page.getByTestId('replaces-plan-lifetime')).toHaveText(
    'Starts today and replaces what is left of your current plan.',
  );
  await expect(page.getByTestId('subscribe-lifetime')).toBeEnabled();
  await expect(page.getByText('Upgrade your plan')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('upgrade-banner')).toHaveCount(0);
  await expect(page.getByTestId('personal-discount-banner')).toHaveCount(0);

  // Access stays to the last day; the plan says it ends.
  await page.getByTestId('user-button').click();
  const profile = page.getByTestId('profile-subscription');
  await expect(profile).toContainText(/cancel/i);
  await page.goto(`/content/${EXCLUSIVE_PACK.slug}`);
  await expect(page.getByRole('button', { name: 'Play in VR' })).toBeVisible();
});

test('a declining card leaves no subscription', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, newUser('declined'));
  await page.goto('/subscription');
  await page.getByTestId('subscribe-full-monthly').click();
  await expect(page.getByTestId('cart-total')).toHaveText('$19.99');
  const { result } = await checkOut(page, CARDS.declines);
  await expect(page).toHaveURL(/success=false$/);
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(
    'The payment did not go through',
  );
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-panel')).toHaveCount(0);
  await expect(page.getByTestId('tariff-card-monthly')).toBeVisible();
  await expect(page.getByTestId('header-subscription-button')).toBeVisible();
  await page.goto(`/content/${TRIAL_PACK.slug}`);
  await expect(page.getByRole('button', { name: 'Try in VR' })).toBeVisible();
  await expect(page.getByTestId('included-in-subscription')).toHaveCount(0);
});
