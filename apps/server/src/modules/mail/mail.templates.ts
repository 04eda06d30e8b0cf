import { mailEn } from '@parallax/core/i18n/areas/mail';
import { mailEs } from '@parallax/core/i18n/areas/mail.es';
import type { Language } from '@parallax/core/platform';
import { escapeHtml } from '../../http/html.js';
import type { MailMessage } from './mail.types.js';

/**
 * The e-mails Parallax sends, in the user's language (the support desk's: desk.templates.ts); the
 * copy is in the core i18n catalogue.
 */

export const catalogues = { en: mailEn.mail, es: mailEs.mail } as const;

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/** The HTML part: a heading, paragraphs, a button for `action`, a signature and a footer. */
export function layout(
  language: Language,
  heading: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: { text: string; link: { label: string; url: string } },
) {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#6d5dfc;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const small = 'style="color:#666;font-size:12px"';
  const end = footer
    ? `<p ${small}>${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link.url)}">${escapeHtml(footer.link.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto"><h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}${button}<p ${small}>${escapeHtml(catalogues[language].signature)}</p>${end}</body></html>`;
}

/** A message of paragraphs: the text part joins them, the HTML part lays them out. */
export function plainMessage(
  language: Language,
  to: string,
  subject: string,
  lines: string[],
): MailMessage {
  return { to, subject, text: lines.join('\n\n'), html: layout(language, subject, lines) };
}

type CodePurpose = 'registration' | 'password_reset';

export function codeEmail(
  language: Language,
  to: string,
  purpose: CodePurpose,
  code: string,
  ttlMinutes: number,
): MailMessage {
  const copy = catalogues[language].code;
  const lines = [
    copy[purpose].intro,
    fill(copy.code, { code }),
    fill(copy.expires, { minutes: ttlMinutes }),
    copy.ignore,
  ];
  return plainMessage(language, to, copy[purpose].subject, lines);
}

export function userConfirmEmail(language: Language, to: string, url: string): MailMessage {
  const copy = catalogues[language].userConfirm;
  const lines = [copy.ready, copy.choosePassword];
  return {
    to,
    subject: copy.subject,
    text: [...lines, `${copy.action}: ${url}`].join('\n\n'),
    html: layout(language, copy.subject, lines, { label: copy.action, url }),
  };
}

/** The receipt of a paid order: what was bought, at what price, the promo code and the card. */
export function receiptEmail(
  language: Language,
  to: string,
  receipt: {
    orderId: string;
    lines: { title: string; price: string }[];
    promo: { code: string; amount: string } | null;
    total: string;
    cardPan: string | null;
    libraryUrl: string;
  },
): MailMessage {
  const copy = catalogues[language].receipt;
  const lines = [
    copy.thanks,
    fill(copy.order, { id: receipt.orderId }),
    ...receipt.lines.map((line) => `${line.title}: ${line.price}`),
    ...(receipt.promo
      ? [fill(copy.promo, { code: receipt.promo.code, amount: receipt.promo.amount })]
      : []),
    fill(copy.total, { amount: receipt.total }),
    ...(receipt.cardPan ? [fill(copy.card, { pan: receipt.cardPan })] : []),
  ];
  return {
    to,
    subject: copy.subject,
    text: [...lines, `${copy.action}: ${receipt.libraryUrl}`].join('\n\n'),
    html: layout(language, copy.subject, lines, { label: copy.action, url: receipt.libraryUrl }),
  };
}

/** spec 1 §8 hour_lock: sign-in is locked; the sign-in answer itself does not say so. */
export function signInLockedEmail(language: Language, to: string, siteUrl: string): MailMessage {
  const copy = catalogues[language].signInLocked;
  const lines = [copy.blocked, copy.restore, copy.notYou];
  return {
    to,
    subject: copy.subject,
    text: [...lines, `${copy.action}: ${siteUrl}`].join('\n\n'),
    html: layout(language, copy.subject, lines, { label: copy.action, url: siteUrl }),
  };
}

/** What a subscription e-mail says: which one, and the tariff, price and date it names. */
export type SubscriptionNotice = {
  kind: 'trialEnding' | 'paymentFailed' | 'recovered' | 'expired' | 'cancelled';
  tariff: string;
  /** The price charged (or to be charged), formatted. */
  price: string;
  /** The day it speaks of: trial end, grace end, new period end, last day. */
  date: Date | null;
  subscriptionUrl: string;
};

/** spec 1 §3 Subscription: trial ending, payment failed, recovered, expired, cancelled. */
export function subscriptionEmail(
  language: Language,
  to: string,
  notice: SubscriptionNotice,
): MailMessage {
  const all = catalogues[language].subscription;
  const values = {
    tariff: notice.tariff,
    price: notice.price,
    date: notice.date
      ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
          notice.date,
        )
      : '',
  };
  const paragraphs: Record<SubscriptionNotice['kind'], string[]> = {
    trialEnding: [all.trialEnding.body, all.trialEnding.cancel],
    paymentFailed: [all.paymentFailed.body, all.paymentFailed.grace],
    recovered: [all.recovered.body],
    expired: [all.expired.body, all.expired.resubscribe],
    cancelled: [all.cancelled.body, ...(notice.date ? [all.cancelled.lastDay] : [])],
  };
  const subject = all[notice.kind].subject;
  const lines = paragraphs[notice.kind].map((text) => fill(text, values));
  return {
    to,
    subject,
    text: [...lines, `${all.action}: ${notice.subscriptionUrl}`].join('\n\n'),
    html: layout(language, subject, lines, { label: all.action, url: notice.subscriptionUrl }),
  };
}

/**
 * An operator's news to a user who agreed to e-mail (users.email_consent), with a one-click
 * unsubscribe (RFC 8058): the link in the footer opens the unsubscribe page, and the
 * List-Unsubscribe headers let the mail client unsubscribe without opening anything — by a POST
 * to the same address, or by writing to `unsubscribeMailbox` when someone processes what arrives
 * there (offering a mailbox nobody reads would leave those requests unanswered).
 */
export function marketingEmail(
  language: Language,
  to: string,
  news: {
    title: string;
    description: string;
    link: string;
    unsubscribeUrl: string;
    /** A mailbox whose unsubscribe requests are processed (UNSUBSCRIBE_MAILTO), if any. */
    unsubscribeMailbox: string | null;
  },
): MailMessage {
  const copy = catalogues[language].marketing;
  const paragraphs = news.description.split(/\n{2,}/).filter((text) => text.trim() !== '');
  const unsubscribe = [
    `<${news.unsubscribeUrl}>`,
    ...(news.unsubscribeMailbox ? [`<mailto:${news.unsubscribeMailbox}?subject=unsubscribe>`] : []),
  ];
  return {
    to,
    subject: news.title,
    text: [
      ...paragraphs,
      `${copy.action}: ${news.link}`,
      copy.why,
      fill(copy.unsubscribeLine, { url: news.unsubscribeUrl }),
    ].join('\n\n'),
    html: layout(
      language,
      news.title,
      paragraphs,
      { label: copy.action, url: news.link },
      { text: copy.why, link: { label: copy.unsubscribe, url: news.unsubscribeUrl } },
    ),
    headers: {
      'List-Unsubscribe': unsubscribe.join(', '),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
