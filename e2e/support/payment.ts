import { expect, type Page } from '@playwright/test';

/** The built-in test acquirer's test cards (README): approve, decline, ask for a confirmation. */
export const CARDS = {
  approves: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  confirms: '4000 0027 6000 3184',
  /** Pays; the acquirer makes a refund of it but its first answer is lost. */
  refundAnswerLost: '4000 0000 0000 5126',
  /** Pays, but every renewal charged on it is declined. */
  declinesLater: '4000 0000 0000 0341',
  /** Pays; the acquirer confirms a cancel of its mandate an hour later. */
  confirmsCancelLater: '4000 0000 0000 3063',
};

/** On the acquirer's page: the card, any future expiry, any CVC and a name. */
export async function payWithCard(page: Page, number: string, total: string) {
  await expect(page).toHaveURL(/\/test-acquirer\/checkout\/tp_/);
  await expect(page.getByTestId('acquirer-amount')).toHaveText(`${total} USD`);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: `Pay ${total} USD` }).click();
}
