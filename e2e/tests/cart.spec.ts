import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, newUser, signUp } from '../support/accounts.js';
import { axe, blockingViolations } from '../support/axe.js';

/**
 * The cart of spec 1 §2–§4: adding from a content page and from the presale banner, the header
 * cart button, the cart page with prices, promo codes and payment methods, and the guest cart
 * joining the user's server cart at sign-up. Paying for it: checkout.spec.ts.
 */

const PACK = { slug: 'high-noon-summit', title: 'High Noon Summit' };
const lines = (page: Page) => page.getByTestId('cart-line');

async function addPackToCart(page: Page) {
  await page.goto(`/content/${PACK.slug}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('view-in-cart')).toBeVisible();
}

test('a guest adds a pack, sees it priced, tries promo codes and removes it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('header-cart')).toHaveCount(0);
  await addPackToCart(page);
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart, 1 item');

  await page.getByTestId('view-in-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText(PACK.title);
  await expect(lines(page).first()).toContainText('$9.99');
  await expect(lines(page).first()).toContainText('$14.99');
  await expect(page.getByTestId('cart-total')).toHaveText('$9.99');

  await page.getByTestId('promo-code-input').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-error')).toHaveText('This promo code does not exist.');
  await expect(page.getByTestId('cart-total')).toHaveText('$9.99');
  await expect(page.getByText(/Promo code NOPE/)).toHaveCount(0);
  // A refused code is on no cart: there is nothing to remove.
  await expect(page.getByRole('button', { name: 'Remove promo code' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('$9.99');
  await expect(page.getByTestId('promo-error')).toHaveCount(0);

  await page.getByTestId('promo-code-input').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$8.99');
  await expect(page.getByText('Promo code WELCOME10: −$1')).toBeVisible();
  await expect(page.getByTestId('promo-error')).toHaveCount(0);

  await expect(page.getByRole('button', { name: 'Remove promo code' })).toBeVisible();

  // Cards go through the test acquirer; PayPal and crypto, which cannot be used, are not offered.
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByText('Not available yet')).toHaveCount(0);

  expect(await blockingViolations(axe(page).withTags(['wcag2a', 'wcag2aa']))).toEqual([]);

  // Kept on the device: a reload shows the same cart.
  await page.reload();
  await expect(lines(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${PACK.title}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('header-cart')).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a refused promo code says why, with nothing to remove', async ({ page }) => {
    await addPackToCart(page);
    await page.goto('/cart');
    await page.getByTestId('promo-code-input').fill('NOPE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('promo-error')).toHaveText('Este código promocional no existe.');
    await expect(page.getByRole('button', { name: 'Quitar el código promocional' })).toHaveCount(0);
  });
});

test('the presale button goes from Add to cart, to Added to cart, to In cart', async ({ page }) => {
  await page.goto('/');
  const button = page.getByTestId('presale-cart');
  await button.getByRole('button', { name: 'Add to cart' }).click();
  await expect(button).toHaveText('Added to cart');
  await expect(button.getByRole('link', { name: 'View in cart' })).toBeVisible();
  await expect(button).toContainText('In cart');
  await button.getByRole('link', { name: 'View in cart' }).click();
  await expect(lines(page).first()).toContainText('Presale');
});

test('at sign-up the guest cart joins the server cart, which then follows the user', async ({
  page,
}) => {
  await addPackToCart(page);
  await signUp(page, newUser('cartfan'));
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('parallax_cart')))
    .toContain('"items":[]');
  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText(PACK.title);

  // The server keeps it: the browser's local copy is empty, the cart is still there.
  await page.evaluate(() => window.localStorage.removeItem('parallax_cart'));
  await page.reload();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Cart, 1 item');
});

test.describe('a promo code in the address (spec 1 §2: checked, then removed)', () => {
  const toast = (page: Page) => page.getByTestId('toast');

  test('a guest: put on the local cart from any page, and the address loses it', async ({
    page,
  }) => {
    await page.goto(`/content/${PACK.slug}?promoCode=welcome10#scenes`);
    await expect(toast(page)).toContainText('Promo code WELCOME10 is on your cart.');
    await expect(page).toHaveURL(new RegExp(`/content/${PACK.slug}#scenes$`));
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('view-in-cart').click();
    await expect(page.getByText('Promo code WELCOME10: −$1')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$8.99');
    // Back is the page without the parameter: nothing is applied twice.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/content/${PACK.slug}#scenes$`));
  });

  test('a code that does not exist is refused with the cart page’s message and not kept', async ({
    page,
  }) => {
    await page.goto('/?source=spring&promocode=NOPE');
    await expect(toast(page)).toHaveText('This promo code does not exist.');
    await expect(page).toHaveURL(/\/\?source=spring$/);
    expect(await page.evaluate(() => window.localStorage.getItem('parallax_cart'))).toBeNull();
  });

  test('a signed-in user: put on the server cart, shown on the cart page', async ({ page }) => {
    await page.goto('/');
    await createAccount(page, newUser('promolink'));
    await addPackToCart(page);
    await page.goto('/cart?promoCode=welcome10');
    await expect(toast(page)).toContainText('Promo code WELCOME10 is on your cart.');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Promo code WELCOME10: −$1')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$8.99');
    // It is the server's cart: another browser of the same user would see it too.
    await page.evaluate(() => window.localStorage.removeItem('parallax_cart'));
    await page.reload();
    await expect(page.getByText('Promo code WELCOME10: −$1')).toBeVisible();
  });
});
