import { mailEn } from '@parallax/core/i18n/areas/mail';
import { mailEs } from '@parallax/core/i18n/areas/mail.es';
import type { Language } from '@parallax/core/platform';
import { isPlainEmailAddress } from '@parallax/core/rules/support';
import { escapeHtml } from '../../http/html.js';
import type { MailMessage } from './mailer.js';

/** The e-mails Parallax sends, in the user's language; the copy is in the core i18n catalogue. */

const catalogues = { en: mailEn.mail, es: mailEs.mail } as const;

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

function layout(
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
function plainMessage(
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

// spec 2 §3 Report and support: acknowledgements, moderators' answers and the support copies.

/** The user's own words, one paragraph per block of lines. */
const quoted = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

/**
 * What the sender wrote, under "Your message:" — or, when `message` is null (the address is not
 * one the signed-in sender proved: core `mayQuoteSenderTo`), a line for a stranger instead, so the
 * form never mails anyone words of a stranger's choosing.
 */
const senderWords = (copy: (typeof catalogues)[Language]['desk'], message: string | null) =>
  message === null ? [copy.notYou] : [copy.yourMessage, ...quoted(message)];

/** A Reply-To of the sender, when their address is one plain mailbox (it can add no recipient). */
const replyTo = (address: string): Pick<MailMessage, 'headers'> =>
  isPlainEmailAddress(address) ? { headers: { 'Reply-To': address } } : {};

/** The reporter's acknowledgement, with the report's reference (and what they wrote: see above). */
export function reportReceivedEmail(
  language: Language,
  to: string,
  report: { id: string; title: string; message: string | null },
): MailMessage {
  const copy = catalogues[language].desk;
  const lines = [
    fill(copy.reportReceived.body, { title: report.title }),
    ...senderWords(copy, report.message),
    fill(copy.reference, { id: report.id }),
  ];
  return plainMessage(language, to, copy.reportReceived.subject, lines);
}

/** The acknowledgement of a support request, to the address it gave (quoting: see above). */
export function supportReceivedEmail(
  language: Language,
  to: string,
  request: { id: string; problemDescription: string | null },
): MailMessage {
  const copy = catalogues[language].desk;
  const lines = [
    copy.supportReceived.body,
    ...senderWords(copy, request.problemDescription),
    fill(copy.reference, { id: request.id }),
  ];
  return plainMessage(language, to, copy.supportReceived.subject, lines);
}

/** A moderator's answer to a report (the reporter is notified of it too). */
export function reportAnsweredEmail(
  language: Language,
  to: string,
  report: { id: string; title: string; answer: string },
): MailMessage {
  const copy = catalogues[language].desk;
  const lines = [
    fill(copy.reportAnswered.body, { title: report.title }),
    ...quoted(report.answer),
    fill(copy.reference, { id: report.id }),
  ];
  return plainMessage(language, to, copy.reportAnswered.subject, lines);
}

/** Support's answer to a request, to the address it gave (quoting the request: see above). */
export function supportAnsweredEmail(
  language: Language,
  to: string,
  request: { id: string; answer: string; problemDescription: string | null },
): MailMessage {
  const copy = catalogues[language].desk;
  const lines = [
    copy.supportAnswered.body,
    ...quoted(request.answer),
    ...senderWords(copy, request.problemDescription),
    fill(copy.reference, { id: request.id }),
  ];
  return plainMessage(language, to, copy.supportAnswered.subject, lines);
}

/** A report, copied to the support address (in English); replies go to the reporter. */
export function reportForwardEmail(
  to: string,
  report: {
    id: string;
    message: string;
    pack: { id: string; title: string };
    reporter: { name: string; email: string };
    deskUrl: string;
  },
): MailMessage {
  const copy = catalogues.en.desk;
  const lines = [
    fill(copy.reportForward.from, report.reporter),
    fill(copy.reportForward.content, report.pack),
    ...quoted(report.message),
    fill(copy.reference, { id: report.id }),
  ];
  const subject = fill(copy.reportForward.subject, { title: report.pack.title });
  return {
    to,
    subject,
    text: [...lines, `${copy.openDesk}: ${report.deskUrl}`].join('\n\n'),
    html: layout('en', subject, lines, { label: copy.openDesk, url: report.deskUrl }),
    ...replyTo(report.reporter.email),
  };
}

/** A support request, copied to the support address (in English); replies go to the sender. */
export function supportForwardEmail(
  to: string,
  request: {
    id: string;
    email: string;
    problemDescription: string;
    vrSetup: string | null;
    headset: string | null;
    gpuModel: string | null;
    pack: { id: string; title: string } | null;
    deskUrl: string;
  },
): MailMessage {
  const copy = catalogues.en.desk;
  const lines = [
    fill(copy.supportForward.from, { email: request.email }),
    fill(copy.supportForward.setup, {
      setup: request.vrSetup ?? copy.notSaid,
      headset: request.headset ?? copy.notSaid,
      gpu: request.gpuModel ?? copy.notSaid,
    }),
    ...(request.pack ? [fill(copy.supportForward.content, request.pack)] : []),
    ...quoted(request.problemDescription),
    fill(copy.reference, { id: request.id }),
  ];
  const subject = fill(copy.supportForward.subject, { email: request.email });
  return {
    to,
    subject,
    text: [...lines, `${copy.openDesk}: ${request.deskUrl}`].join('\n\n'),
    html: layout('en', subject, lines, { label: copy.openDesk, url: request.deskUrl }),
    ...replyTo(request.email),
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
