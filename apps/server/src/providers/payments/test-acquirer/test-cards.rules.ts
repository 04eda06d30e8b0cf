/**
 * The test cards of the hosted page (the numbers card processors use for testing): two approve
 * (a Visa and a Mastercard: two cards of one cardholder, each with its own fingerprint), one is
 * declined, one needs the cardholder to confirm the payment first (3-D Secure), one pays the
 * first time but declines every later charge of the saved card (a renewal that fails), one
 * pays but a refund of it is made without its answer reaching the merchant (a request that timed
 * out after the acquirer acted; asked again with the same refund id, it answers), and one whose
 * mandate's cancel the acquirer confirms only an hour after it was asked (its answer is "pending"
 * until then, and its `mandate.canceled` webhook goes out then).
 */
export const TEST_CARDS = {
  approves: '4242424242424242',
  approvesMastercard: '5555555555554444',
  declines: '4000000000000002',
  confirms: '4000002760003184',
  declinesLater: '4000000000000341',
  refundAnswerLost: '4000000000005126',
  confirmsCancelLater: '4000000000003063',
} as const;

/** How long the acquirer takes to confirm the cancel of a `confirmsCancelLater` card's mandate. */
export const CANCEL_CONFIRMATION_MS = 60 * 60_000;

/** When a mandate of this card (its last 6 digits), cancelled at `at`, is revoked for good. */
export const cancelConfirmedAt = (cardPan: string | null, at: Date) =>
  cardPan === TEST_CARDS.confirmsCancelLater.slice(-6)
    ? new Date(at.getTime() + CANCEL_CONFIRMATION_MS)
    : at;

/** Whether a payment by this card (its last 6 digits) loses the first answer of a refund. */
export const losesRefundAnswer = (cardPan: string | null) =>
  cardPan === TEST_CARDS.refundAnswerLost.slice(-6);

export type CardInput = { number: string; expiry: string; cvc: string; name: string };

/** Why a card form is refused (shown on the hosted page). */
export type CardProblem = 'number' | 'expiry' | 'cvc' | 'name';

/** Luhn check: what a card number's last digit is for. */
function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) problems.push('number');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const isPast =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (!expiry || month < 1 || month > 12 || isPast) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push('cvc');
  if (card.name.trim().length === 0 || card.name.length > 100) problems.push('name');
  return problems;
}
