import { formatPrice, fromCents } from '@parallax/core/rules/price';
import { escapeHtml } from '../../../http/html.js';
import type { ManagementSessionRow, PaymentRow } from './acquirer.repository.js';
import { TEST_CARDS, type CardInput, type CardProblem } from './test-cards.rules.js';

// The test acquirer's hosted pages, as HTML: English only, like most processors' test pages.

const PROBLEM_TEXT: Record<CardProblem, string> = {
  number: 'Enter a valid card number.',
  expiry: 'Enter a future expiry date as MM/YY.',
  cvc: 'Enter the 3 or 4 digits on the back of the card.',
  name: 'Enter the name on the card.',
};

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function managePage(session: ManagementSessionRow & { cardPan: string | null }): string {
  const back = new URL(session.returnUrl);
  back.searchParams.set('success', 'false');
  const card = session.cardPan ? `Card ending in ${session.cardPan}` : 'No saved card';
  const details = `<dl class="summary"><dt>Merchant</dt><dd>Parallax</dd><dt>Subscription</dt><dd data-testid="acquirer-subscription">${escapeHtml(session.description)}</dd><dt>Card</dt><dd>${escapeHtml(card)}</dd></dl>`;
  if (session.status !== 'open') {
    return page(
      'Manage subscription',
      `<h1>This subscription is cancelled</h1>${details}<p><a class="button primary" href="${escapeHtml(session.returnUrl)}">Return to Parallax</a></p>`,
    );
  }
  return page(
    'Manage subscription',
    `<h1>Manage subscription</h1>${details}<p>Cancelling stops the renewals: the card is not charged again, and the subscription lasts to the end of the period already paid.</p>
<form method="post" action="/test-acquirer/manage/${session.id}/cancel" class="buttons"><button class="primary" type="submit">Cancel subscription</button></form>
<p><a class="button" href="${escapeHtml(back.toString())}">Back</a></p>`,
  );
}

function amountOf(payment: PaymentRow): string {
  return `${formatPrice(fromCents(payment.amountCents))} ${payment.currency}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} — Parallax test acquirer</title><link rel="stylesheet" href="/test-acquirer/checkout.css"></head><body><main><p class="brand">Parallax test acquirer <span class="badge">Test mode · no real money</span></p>${body}</main></body></html>`;
}

function summary(payment: PaymentRow): string {
  return `<dl class="summary"><dt>Pay</dt><dd>Parallax</dd><dt>For</dt><dd>${escapeHtml(payment.description)}</dd><dt>Receipt to</dt><dd>${escapeHtml(payment.customerEmail)}</dd><dt>Amount</dt><dd class="amount" data-testid="acquirer-amount">${escapeHtml(amountOf(payment))}</dd></dl>`;
}

function field(
  name: keyof CardInput,
  label: string,
  attributes: string,
  values: Partial<CardInput>,
  problems: readonly CardProblem[],
): string {
  const problem = problems.includes(name);
  const value = name === 'cvc' ? '' : (values[name] ?? '');
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''} required>${problem ? `<p class="error" id="${name}-error">${PROBLEM_TEXT[name]}</p>` : ''}`;
}

export function checkoutPage(
  payment: PaymentRow,
  values: Partial<CardInput> = {},
  problems: readonly CardProblem[] = [],
): string {
  const cards = [
    [TEST_CARDS.approves, 'approves the payment'],
    [TEST_CARDS.approvesMastercard, 'approves the payment (another card)'],
    [TEST_CARDS.declines, 'is declined'],
    [TEST_CARDS.confirms, 'asks you to confirm the payment first'],
    [TEST_CARDS.declinesLater, 'approves the payment, then declines the saved card’s renewals'],
    [TEST_CARDS.refundAnswerLost, 'approves the payment; a refund’s first answer is lost'],
  ]
    .map(([number = '', effect]) => `<li><code>${spaced(number)}</code> ${effect}</li>`)
    .join('');
  return page(
    'Pay',
    `<h1>Pay ${escapeHtml(amountOf(payment))}</h1>${summary(payment)}
${problems.length > 0 ? '<p class="error" role="alert">Check the card details below.</p>' : ''}
<form method="post" action="/test-acquirer/checkout/${payment.id}" novalidate>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', values, problems)}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', values, problems)}</div><div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', values, problems)}</div></div>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"', values, problems)}
<button class="primary" type="submit">Pay ${escapeHtml(amountOf(payment))}</button>
</form>
<form method="post" action="/test-acquirer/checkout/${payment.id}/cancel"><button type="submit" class="link">Cancel and return to Parallax</button></form>
<section class="cards" aria-labelledby="cards"><h2 id="cards">Test cards</h2><p>Any future expiry date, any CVC and any name.</p><ul>${cards}</ul></section>`,
  );
}

export function confirmPage(payment: PaymentRow): string {
  return page(
    'Confirm the payment',
    `<h1>Confirm the payment</h1><p>Your bank asks you to confirm this payment with the card ending in ${escapeHtml(payment.cardPan ?? '')}.</p>${summary(payment)}
<form method="post" action="/test-acquirer/checkout/${payment.id}/confirm" class="buttons"><button class="primary" name="decision" value="confirm">Confirm payment</button><button name="decision" value="fail">Fail confirmation</button></form>`,
  );
}

export function donePage(payment: PaymentRow, returnUrl: string): string {
  const outcome =
    payment.status === 'succeeded'
      ? 'This payment is complete.'
      : 'This payment did not go through.';
  return page(
    'Payment',
    `<h1>${outcome}</h1>${summary(payment)}<p><a class="button primary" href="${escapeHtml(returnUrl)}">Return to Parallax</a></p>`,
  );
}

/** The hosted pages' stylesheet (the CSP forbids inline styles). */
export const HOSTED_PAGE_STYLES = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1b1d26;margin:0;min-height:100vh;display:grid;place-items:start center;padding:2rem 1rem}
main{width:100%;max-width:30rem;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1rem;margin:0 0 .5rem}
.brand{font-weight:600;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;margin:0}
.badge{font-size:.75rem;font-weight:600;background:#fff1c2;color:#5c4400;padding:.15rem .5rem;border-radius:999px}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}.summary dt{color:#5b5f6e}.summary dd{margin:0;overflow-wrap:anywhere}.amount{font-weight:700}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #b7bbc8;border-radius:8px}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.error{color:#b3261e;margin:.25rem 0 0}
button,.button{font:inherit;font-weight:600;padding:.75rem 1.1rem;border-radius:8px;border:1px solid #b7bbc8;background:#fff;color:#1b1d26;cursor:pointer;display:inline-block;text-decoration:none}
button.primary,.button.primary{background:#4b3fd8;border-color:#4b3fd8;color:#fff;width:100%;margin-top:1.25rem}
button.link{border:0;background:none;color:#4b3fd8;padding:.75rem 0;text-decoration:underline}
.buttons{display:grid;gap:.5rem}.buttons button.primary{margin-top:0}
.cards{margin-top:1rem;border-top:1px solid #e3e5ec;padding-top:1rem;font-size:.9rem}.cards ul{padding-left:1.1rem;margin:.5rem 0 0}code{font-size:.95em;background:#f0f1f5;padding:.1rem .3rem;border-radius:4px}
:focus-visible{outline:3px solid #4b3fd8;outline-offset:2px}`;
