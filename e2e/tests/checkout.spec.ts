import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, logOut, newUser, readMail } from '../support/accounts.js';
import { axe, blockingViolations } from '../support/axe.js';
import { CARDS, payWithCard } from '../support/payment.js';

/**
 * Buying, as a new user would (spec 1 §4 checkout, §6 payment result): the cart goes to the
 * built-in test acquirer's payment page, whose test cards approve, decline or ask for a
 * confirmation; the buyer comes back to the payment result and owns what was bought.
 */

const PACK = { slug: 'high-noon-summit', title: 'High Noon Summit' };
const lines = (page: Page) => page.getByTestId('cart-line');
const guestEmail = () =>
  `guest.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function addPackToCart(page: Page) {
  await page.goto(`/content/${PACK.slug}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('view-in-cart')).toBeVisible();
}

test('a guest buys packs and a presale with a promo code, pays by card and owns them', async ({
  page,
}) => {
  await addPackToCart(page);
  await page.goto('/');
  await page.getByTestId('presale-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('presale-cart')).toContainText('In cart');
  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(2);
  await page.getByTestId('promo-code-input').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Promo code WELCOME10: −\$/)).toBeVisible();
  const total = (await page.getByTestId('cart-total').innerText()).trim();
  expect(total).toMatch(/^\$\d+(\.\d\d)?$/);

  // A guest gives an e-mail; the account is made for the payment.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(guestEmail());
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  // The payment page names the presale by its title, never its slug.
  await expect(page.getByText(/Sport — Season One/)).toBeVisible();
  await payWithCard(page, CARDS.approves, total);

  await expect(page).toHaveURL(
    /\/payment-result\?transactionId=[\w-]+&platform=web_app&success=true$/,
  );
  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );
  await expect(result.getByTestId('payment-lines')).toContainText(PACK.title);
  await expect(result.getByTestId('payment-lines')).toContainText('Sport — Season One');
  await expect(result.getByTestId('payment-lines').getByText('Owned')).toHaveCount(2);
  await expect(result).toContainText(`Total paid${total}`);
  await expect(result).toContainText('Card ending in 424242');
  await expect(page.getByTestId('header-cart')).toHaveCount(0);
  expect(await blockingViolations(axe(page).withTags(['wcag2a', 'wcag2aa']))).toEqual([]);

  // The new account chooses its password, then the store shows the packs owned.
  await result.getByRole('link', { name: 'Choose a password' }).click();
  const confirm = page.getByTestId('user-confirm');
  await confirm.getByLabel('New password', { exact: true }).fill('Harbour2026');
  await confirm.getByLabel('Confirm new password', { exact: true }).fill('Harbour2026');
  await confirm.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('presale-cart')).toHaveCount(0);
  await page.goto(`/content/${PACK.slug}`);
  await expect(page.getByText('You own this pack')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a declined card shows the failure and keeps the cart', async ({ page }) => {
  await addPackToCart(page);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(guestEmail());
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await payWithCard(page, CARDS.declines, '$9.99');

  await expect(page).toHaveURL(/success=false$/);
  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(
    'The payment did not go through',
  );
  await expect(result.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await result.getByRole('link', { name: 'Back to cart' }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText(PACK.title);
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart, 1 item');
  // Trying again from the kept cart reaches a new payment page.
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(page).toHaveURL(/\/test-acquirer\/checkout\/tp_/);
});

test('an e-mail that has an account is asked to log in', async ({ page }) => {
  const user = newUser('owner');
  await page.goto('/');
  await createAccount(page, user);
  await logOut(page);
  await addPackToCart(page);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(page.getByText('Log in to make a purchase')).toBeVisible();
  await page.getByTestId('checkout-login').click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
});

test('a second guest checkout with the same e-mail needs the mailed code and ends nobody else’s', async ({
  page,
  browser,
}) => {
  const email = guestEmail();
  // The first buyer reaches the payment page, signed into the account made for the payment.
  await addPackToCart(page);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(page).toHaveURL(/\/test-acquirer\/checkout\/tp_/);

  // Somebody else types the same address: asked for the code sent to it, signed into nothing.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await addPackToCart(second);
    await second.goto('/cart');
    await second.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await second.getByRole('button', { name: 'Pay $9.99' }).click();
    const asked = second.getByTestId('checkout-code');
    await expect(asked).toContainText(`A checkout with ${email} is already under way`);
    await asked.getByLabel('Code from the e-mail').fill('000000');
    await second.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(asked.getByText('Incorrect code')).toBeVisible();
    await expect(second).toHaveURL(/\/cart$/);

    // Meanwhile the first buyer is still signed in: the cart page has no e-mail field.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);

    // The owner of the address, with the code from the e-mail, goes on to pay; whoever opened
    // the account before is signed out of it.
    const { code } = await readMail(browser, email);
    await asked.getByLabel('Code from the e-mail').fill(code ?? '');
    await second.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(second).toHaveURL(/\/test-acquirer\/checkout\/tp_/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a signed-in user buys with the server cart, confirming the payment with the bank', async ({
  page,
}) => {
  await page.goto('/');
  await createAccount(page, newUser('buyer'));
  await addPackToCart(page);
  await page.goto('/cart');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await payWithCard(page, CARDS.confirms, '$9.99');
  await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );
  await expect(result.getByRole('link', { name: 'Open your library' })).toBeVisible();
  await expect(page.getByTestId('header-cart')).toHaveCount(0);
  await page.goto(`/content/${PACK.slug}`);
  await expect(page.getByText('You own this pack')).toBeVisible();

  // The control panel lists the purchase.
  await page.getByTestId('user-button').click();
  const panel = page.getByTestId('control-panel');
  await panel.getByRole('button', { name: 'Purchases' }).click();
  const purchase = panel.getByTestId('purchase');
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText(PACK.title);
  await expect(purchase).toContainText('Successful');
  // spec 2 §3: the last 6 digits of 4000 0027 6000 3184.
  await expect(purchase).toContainText('Card ending in 003184');
  // The card is named once ("Card ending in …"), not "Card · Card ending in …".
  await expect(purchase).not.toContainText('Card ·');
});
