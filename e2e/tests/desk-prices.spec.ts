import type { Browser } from '@playwright/test';
import { test, expect } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { postFromPage } from '../support/api.js';
import { axe, blockingViolations } from '../support/axe.js';

async function signedIn(browser: Browser, prefix: string, role?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const user = newUser(prefix);
  await createAccount(page, user);
  if (role) {
    const granted = await postFromPage(page, '/api/dev/roles', { role });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  }
  return { page, user };
}

test('an editor creates a promo code limited to one pack in the desk', async ({ browser }) => {
  const { page } = await signedIn(browser, 'priceseditor', 'ROLE_EDITOR');
  await page.goto('/desk?area=prices&tab=promo-codes');
  await page.getByTestId('desk-promo-new').click();
  const editor = page.getByTestId('desk-promo-editor');
  await editor.getByTestId('desk-promo-code').fill('x');
  await editor.getByTestId('desk-promo-save').click();
  await expect(editor.getByTestId('desk-promo-code')).toBeFocused();
  await expect(editor.getByTestId('desk-promo-code')).toHaveAttribute('aria-invalid', 'true');
  expect(await blockingViolations(axe(page).include('[data-testid="desk"]'))).toEqual([]);

  const code = `ALPINE${Date.now() % 1_000_000}`;
  await editor.getByTestId('desk-promo-code').fill(code);
  await editor.getByTestId('desk-promo-type').selectOption('PERCENT');
  await editor.getByTestId('desk-promo-value').fill('50');
  await editor.getByTestId('desk-promo-scope-presale').uncheck();
  await editor.getByTestId('desk-promo-scope-tariff').uncheck();
  await editor.getByTestId('desk-promo-items').selectOption({ label: 'Alpine Dawn' });
  await editor.getByTestId('desk-promo-save').click();
  await expect(page.getByTestId('desk-promo-usage')).toBeVisible();
  await expect(page).toHaveURL(/tab=promo-codes&id=/);
  await expect(page.getByTestId(`desk-promo-row-${code}`)).toContainText('1');

  // The tabs follow the keyboard.
  await page.getByTestId('desk-prices-tab-promo-codes').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('desk-prices-tab-discounts')).toBeFocused();
  await expect(page.getByTestId('desk-discounts-save')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('desk-tariffs')).toBeVisible();
  await page.screenshot({ path: '/tmp/pp/prices.png', fullPage: true });
});
