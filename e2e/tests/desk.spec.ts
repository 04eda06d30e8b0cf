import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { visitor, test as base, expect } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { CARDS, payWithCard } from '../support/payment.js';
import { postFromPage } from '../support/api.js';
import { axe, blockingViolations } from '../support/axe.js';
import { run, runCli, withOwnServer, type OwnServer } from '../support/own-server.js';

/**
 * The operator's desk, across its areas, as its staff use it in the browser: an editor prices and
 * publishes the imported draft pack (`npm run sample-content`, `parallax content import`) and makes
 * a promo code for it; a customer buys it with the code and the test card; finance sees the sale;
 * support refunds it in full; the customer's library and purchases follow, and so does the sales
 * area. Also: two editors saving the same pack, a customer at /desk, accessibility and the
 * keyboard. The journey runs on a server of its own (support/own-server.ts), with the sample
 * imported as a draft.
 */

const PACK = { slug: 'sample-journeys', title: 'Sample Journeys' };
/** A pack of the demo catalog, edited by two editors at once. */
const OTHER_PACK = 'high-noon-summit';

/** The editor's price, the promo code's share off (limited to the pack), what the customer pays. */
const SALE = { price: 5.98, code: 'DESKHALF', percent: 50, paid: 2.99 };
const money = (dollars: number) => `$${dollars.toFixed(2)}`;

type Role = 'ROLE_ADMIN' | 'ROLE_EDITOR' | 'ROLE_SUPPORT' | 'ROLE_FINANCE';

const test = base.extend<object, { server: OwnServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      await withOwnServer(
        'desk',
        async (env, dataDir) => {
          const sample = join(dataDir, 'sample');
          await run('npm', ['run', 'sample-content', '-w', 'apps/server', '--', sample], env);
          await runCli(['seed'], env);
          await runCli(['content', 'import', sample], env);
        },
        use,
      );
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  visitorState: async ({ server }, use) => use(visitor({ origin: server.url })),
});

/** A new account in a browser of its own, given `role` (the development route, as the CLI would). */
async function signedIn(browser: Browser, server: OwnServer, prefix: string, role?: Role) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/');
  const user = newUser(prefix);
  await createAccount(page, user);
  if (role) {
    const granted = await postFromPage(page, '/api/dev/roles', { role });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  }
  return { page, user, close: () => context.close() };
}

/** Opens an area of the desk from its tab. */
async function openArea(page: Page, area: string) {
  if (!page.url().includes('/desk')) await page.goto('/desk');
  await page.getByTestId(`desk-area-${area}`).click();
  await expect(page.getByTestId(`desk-area-${area}`)).toHaveAttribute('aria-current', 'page');
}

async function expectAccessible(page: Page) {
  expect(await blockingViolations(axe(page).include('[data-testid="desk"]'))).toEqual([]);
}

test('a customer who opens /desk gets the not-found page', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, newUser('deskcustomer'));
  await page.goto('/desk');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('desk')).toHaveCount(0);
});

test('each role sees the areas it opens, and only those', async ({ browser, server }) => {
  const editor = await signedIn(browser, server, 'deskeditor', 'ROLE_EDITOR');
  await editor.page.goto('/desk');
  await expect(editor.page.getByTestId('desk')).toBeVisible();
  for (const area of ['catalog', 'content', 'prices']) {
    await expect(editor.page.getByTestId(`desk-area-${area}`)).toBeVisible();
  }
  for (const area of ['customers', 'sales', 'staff', 'audit']) {
    await expect(editor.page.getByTestId(`desk-area-${area}`)).toHaveCount(0);
  }
  await expectAccessible(editor.page);
  await editor.close();
});

/** Opens the sample pack in the catalog area's editor. */
async function openSamplePack(page: Page) {
  await openArea(page, 'catalog');
  await page.getByTestId('desk-pack-search').fill(PACK.slug);
  await page.getByTestId(`desk-pack-open-${PACK.slug}`).click();
  await expect(page).toHaveURL(/[?&]pack=[\w-]+/);
  await expect(page.getByTestId('desk-pack-price')).toBeVisible();
}

/** The editor prices the imported draft and publishes it now, then makes a promo code for it. */
async function priceAndPublish(page: Page) {
  await openSamplePack(page);
  await expect(page.getByTestId('desk-pack-state')).toHaveText('Draft');
  await expectAccessible(page);
  await page.getByTestId('desk-pack-price').fill(SALE.price.toFixed(2));
  await page.getByTestId('desk-pack-save').click();
  await expect(page.getByTestId('desk-pack-saved')).toBeVisible();
  await page.getByTestId('desk-pack-publish').click();
  await page.getByTestId('desk-pack-confirm').click();
  await expect(page.getByTestId('desk-pack-state')).toHaveText('Published');
}

/** The editor makes a percent promo code that applies to the sample pack only. */
async function makePromoCode(page: Page) {
  // From the address: leaving an open pack for another tab is a test of its own (below).
  await page.goto('/desk?area=prices');
  await page.getByTestId('desk-prices-tab-promo-codes').click();
  await page.getByTestId('desk-promo-new').click();
  const editor = page.getByTestId('desk-promo-editor');
  await editor.getByTestId('desk-promo-code').fill(SALE.code);
  await editor.getByTestId('desk-promo-type').selectOption('PERCENT');
  await editor.getByTestId('desk-promo-value').fill(String(SALE.percent));
  await editor.getByTestId('desk-promo-scope-presale').uncheck();
  await editor.getByTestId('desk-promo-scope-tariff').uncheck();
  await editor.getByTestId('desk-promo-items').selectOption({ label: PACK.title });
  await expectAccessible(page);
  await editor.getByTestId('desk-promo-save').click();
  // Saved, the new code is listed and its editor stays open on it.
  await expect(page.getByTestId(`desk-promo-row-${SALE.code}`)).toBeVisible();
  await expect(
    editor.getByRole('heading', { name: `Edit the promo code ${SALE.code}` }),
  ).toBeVisible();
}

/** The customer buys the pack with the code and the test card; it is in the library. */
async function buyWithCode(page: Page) {
  await page.goto('/');
  const card = page.locator(`a.card-link[href="/content/${PACK.slug}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/content/${PACK.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: PACK.title })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('view-in-cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(money(SALE.price));
  await page.getByTestId('promo-code-input').fill(SALE.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(money(SALE.paid));
  await page.getByRole('button', { name: `Pay ${money(SALE.paid)}` }).click();
  await payWithCard(page, CARDS.approves, money(SALE.paid));
  await expect(page.getByTestId('payment-result').getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );
  await page.goto('/library');
  await expect(libraryCard(page)).toBeVisible();
}

const libraryCard = (page: Page) =>
  page.getByTestId('library-card').filter({ hasText: PACK.title });

/** The sales area's figures of today (the default range ends today, UTC). */
async function expectSales(page: Page, figures: { revenue?: string; refunds: string }) {
  await openArea(page, 'sales');
  // The area reads its figures again every 30 s: a sale shows within the minute.
  if (figures.revenue !== undefined) {
    await expect(page.getByTestId('desk-sales-revenue')).toHaveText(figures.revenue, {
      timeout: 60_000,
    });
  }
  await expect(page.getByTestId('desk-sales-refunds')).toHaveText(figures.refunds, {
    timeout: 60_000,
  });
}

/** Support finds the customer by e-mail and refunds the order in full, its line included. */
async function refundInFull(page: Page, email: string) {
  await openArea(page, 'customers');
  await page.getByTestId('desk-customer-search').fill(email);
  await page.getByTestId(`desk-customer-row-${email}`).click();
  const customer = page.getByTestId('desk-customer');
  await expect(customer).toBeVisible();
  await expectAccessible(page);
  await customer.locator('[data-testid^="desk-order-refund-"]').click();
  const dialog = page.getByTestId('desk-refund-dialog');
  await dialog.locator('[data-testid^="desk-refund-line-"]').check();
  await expect(dialog.getByTestId('desk-refund-amount')).toHaveValue(SALE.paid.toFixed(2));
  await dialog.getByTestId('desk-refund-reason').fill('Bought by mistake');
  await dialog.getByTestId('desk-refund-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(customer.locator('[data-testid^="desk-order-status-"]')).toHaveAttribute(
    'data-status',
    'REFUNDED',
  );
}

test('an imported pack priced, published, sold with a promo code, seen in sales and refunded', async ({
  browser,
  server,
}) => {
  test.setTimeout(420_000);
  const editor = await signedIn(browser, server, 'deskeditor', 'ROLE_EDITOR');
  await test.step('the editor prices the draft and publishes it now', () =>
    priceAndPublish(editor.page));
  await test.step('the editor makes a promo code for that pack only', () =>
    makePromoCode(editor.page));
  await editor.close();

  const customer = await signedIn(browser, server, 'deskbuyer');
  await test.step('a customer buys it with the code and the test card', () =>
    buyWithCode(customer.page));

  const finance = await signedIn(browser, server, 'deskfinance', 'ROLE_FINANCE');
  await test.step('finance sees the sale', async () => {
    await expectSales(finance.page, { revenue: money(SALE.paid), refunds: '0' });
    await expectAccessible(finance.page);
  });

  const support = await signedIn(browser, server, 'desksupport', 'ROLE_SUPPORT');
  await test.step('support refunds the order in full', () =>
    refundInFull(support.page, customer.user.email));
  await test.step('support allows the customer files of their own', async () => {
    const uploads = support.page.getByTestId('desk-customer-uploads');
    await expect(uploads).toHaveAttribute('data-allowed', 'false');
    await support.page.getByTestId('desk-customer-uploads-toggle').click();
    await expect(uploads).toHaveAttribute('data-allowed', 'true');
  });
  await support.close();

  await test.step('the customer no longer has the pack; the purchase says Refunded', async () => {
    const { page } = customer;
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(libraryCard(page)).toHaveCount(0);
    await expect(page.getByTestId('open-file-input')).toHaveCount(1);
    await page.getByTestId('user-button').click();
    const panel = page.getByTestId('control-panel');
    await panel.getByRole('button', { name: 'Purchases' }).click();
    const purchase = panel.getByTestId('purchase').filter({ hasText: PACK.title });
    await expect(purchase).toContainText('Refunded');
  });
  await customer.close();

  await test.step('the sales area shows the refund', async () => {
    await finance.page.reload();
    await expectSales(finance.page, { refunds: '1' });
    await expect(finance.page.getByTestId('desk-sales-refunds-detail')).toHaveText(
      `${money(SALE.paid)} given back`,
    );
  });
  await finance.close();
});

test('a refund whose answer the acquirer lost stays pending until support finishes it', async ({
  browser,
  server,
}) => {
  // After the journey above (this file's tests run in order): its sales figures count today's.
  test.setTimeout(240_000);
  const customer = await signedIn(browser, server, 'desklate');
  await test.step('a customer buys a pack with the card whose refund answers get lost', async () => {
    const { page } = customer;
    await page.goto('/content/dusk-on-the-ridge');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('view-in-cart')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText(money(12.99));
    await page.getByRole('button', { name: `Pay ${money(12.99)}` }).click();
    await payWithCard(page, CARDS.refundAnswerLost, money(12.99));
    await expect(page.getByTestId('payment-result').getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your purchase is complete',
    );
  });
  await customer.close();

  const support = await signedIn(browser, server, 'desklatesupport', 'ROLE_SUPPORT');
  const { page } = support;
  await openArea(page, 'customers');
  await page.getByTestId('desk-customer-search').fill(customer.user.email);
  await page.getByTestId(`desk-customer-row-${customer.user.email}`).click();
  const orders = page.getByTestId('desk-customer');
  const status = orders.locator('[data-testid^="desk-order-status-"]');
  await test.step('the refund is held, pending: the order stays paid', async () => {
    await orders.locator('[data-testid^="desk-order-refund-"]').click();
    const dialog = page.getByTestId('desk-refund-dialog');
    await dialog.locator('[data-testid^="desk-refund-line-"]').check();
    await dialog.getByTestId('desk-refund-reason').fill('Wrong pack');
    await dialog.getByTestId('desk-refund-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(orders.getByRole('status')).toContainText(
      `The payment provider has not confirmed the refund of ${money(12.99)} yet`,
    );
    await expect(orders.locator('[data-testid^="desk-refund-pending-"]')).toHaveText(
      `Refund of ${money(12.99)}: waiting for the payment provider`,
    );
    await expect(status).toHaveAttribute('data-status', 'SUCCESSFUL');
    await expect(orders.locator('[data-testid^="desk-order-refund-"]')).toHaveCount(0);
  });
  await test.step('Finish refund asks again with the same refund: refunded once', async () => {
    await orders.locator('[data-testid^="desk-refund-finish-"]').click();
    await expect(orders.getByRole('status')).toHaveText(`${money(12.99)} was given back.`);
    await expect(status).toHaveAttribute('data-status', 'REFUNDED');
    await expect(orders.locator('[data-testid^="desk-refund-pending-"]')).toHaveCount(0);
    await expect(orders.locator('[data-testid^="desk-order-refunded-"]')).toHaveText(money(12.99));
  });
  await support.close();
});

/** Moves the focus with Tab until `target` has it (as a keyboard user would reach it). */
async function tabTo(page: Page, target: Locator, most = 300) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with Tab`);
}

test('two editors save the same pack: the second is told it changed since it was opened', async ({
  browser,
  server,
}) => {
  const first = await signedIn(browser, server, 'deskfirst', 'ROLE_EDITOR');
  const second = await signedIn(browser, server, 'desksecond', 'ROLE_EDITOR');
  for (const { page } of [first, second]) {
    await openArea(page, 'catalog');
    await page.getByTestId('desk-pack-search').fill(OTHER_PACK);
    await page.getByTestId(`desk-pack-open-${OTHER_PACK}`).click();
    await expect(page.getByTestId('desk-pack-price')).toBeVisible();
  }
  const price = Number(await first.page.getByTestId('desk-pack-price').inputValue());
  await first.page.getByTestId('desk-pack-price').fill((price - 0.01).toFixed(2));
  await first.page.getByTestId('desk-pack-save').click();
  await expect(first.page.getByTestId('desk-pack-saved')).toBeVisible();

  // The second editor works with the keyboard only: Tab to the field, type, Tab to Save, Enter.
  const { page } = second;
  await tabTo(page, page.getByTestId('desk-pack-price'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type((price - 0.02).toFixed(2));
  await tabTo(page, page.getByTestId('desk-pack-save'));
  await page.keyboard.press('Enter');
  const changed = page.getByTestId('desk-pack-changed');
  await expect(changed).toContainText('changed since you opened it');
  // The typed value stays until the editor reloads; then the first editor's price shows.
  await expect(page.getByTestId('desk-pack-price')).toHaveValue((price - 0.02).toFixed(2));
  const reload = changed.getByRole('button', { name: 'Reload' });
  await tabTo(page, reload);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('desk-pack-price')).toHaveValue((price - 0.01).toFixed(2));
  await expect(changed).toHaveCount(0);
  await expectAccessible(page);
  await first.close();
  await second.close();
});

test('an editor leaves an open pack for another area of the desk', async ({ browser, server }) => {
  const editor = await signedIn(browser, server, 'deskleaver', 'ROLE_EDITOR');
  const { page } = editor;
  await openArea(page, 'catalog');
  await page.getByTestId('desk-pack-search').fill(OTHER_PACK);
  await page.getByTestId(`desk-pack-open-${OTHER_PACK}`).click();
  await expect(page.getByTestId('desk-pack-price')).toBeVisible();
  await openArea(page, 'prices');
  await expect(page.getByTestId('desk-prices')).toBeVisible();
  await editor.close();
});
