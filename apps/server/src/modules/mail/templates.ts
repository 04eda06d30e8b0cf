import type { Language } from '@parallax/core/platform';
import { escapeHtml } from '../../http/html.js';
import type { MailMessage } from './mailer.js';

/** The e-mails Parallax sends, in the user's language (en, es). */

function layout(heading: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#6d5dfc;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto"><h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}${button}<p style="color:#666;font-size:12px">Parallax</p></body></html>`;
}

type CodePurpose = 'registration' | 'password_reset';

const codeCopy = {
  en: {
    registration: { subject: 'Your Parallax sign-up code', intro: 'Welcome to Parallax!' },
    password_reset: {
      subject: 'Your Parallax password reset code',
      intro: 'Somebody asked to reset the password of this account.',
    },
    code: (code: string) => `Your code is ${code}.`,
    expires: (minutes: number) => `It expires in ${minutes} minutes.`,
    ignore: 'If this was not you, you can ignore this e-mail.',
  },
  es: {
    registration: {
      subject: 'Tu código de registro de Parallax',
      intro: '¡Te damos la bienvenida a Parallax!',
    },
    password_reset: {
      subject: 'Tu código para restablecer la contraseña de Parallax',
      intro: 'Alguien ha pedido restablecer la contraseña de esta cuenta.',
    },
    code: (code: string) => `Tu código es ${code}.`,
    expires: (minutes: number) => `Caduca en ${minutes} minutos.`,
    ignore: 'Si no has sido tú, puedes ignorar este correo.',
  },
} as const;

export function codeEmail(
  language: Language,
  to: string,
  purpose: CodePurpose,
  code: string,
  ttlMinutes: number,
): MailMessage {
  const copy = codeCopy[language];
  const lines = [copy[purpose].intro, copy.code(code), copy.expires(ttlMinutes), copy.ignore];
  return {
    to,
    subject: copy[purpose].subject,
    text: lines.join('\n\n'),
    html: layout(copy[purpose].subject, lines),
  };
}

const confirmCopy = {
  en: {
    subject: 'Finish setting up your Parallax account',
    lines: [
      'Your Parallax account is ready.',
      'Choose a password to finish setting it up and to sign in on your other devices.',
    ],
    action: 'Set your password',
  },
  es: {
    subject: 'Termina de configurar tu cuenta de Parallax',
    lines: [
      'Tu cuenta de Parallax está lista.',
      'Elige una contraseña para terminar de configurarla e iniciar sesión en tus otros dispositivos.',
    ],
    action: 'Elegir contraseña',
  },
} as const;

export function userConfirmEmail(language: Language, to: string, url: string): MailMessage {
  const copy = confirmCopy[language];
  return {
    to,
    subject: copy.subject,
    text: [...copy.lines, `${copy.action}: ${url}`].join('\n\n'),
    html: layout(copy.subject, [...copy.lines], { label: copy.action, url }),
  };
}

const receiptCopy = {
  en: {
    subject: 'Your Parallax receipt',
    thanks: 'Thank you for your purchase. It is in your library now.',
    order: (id: string) => `Order ${id}`,
    promo: (code: string, amount: string) => `Promo code ${code}: −${amount}`,
    total: (amount: string) => `Total paid: ${amount}`,
    card: (pan: string) => `Paid with the card ending in ${pan}.`,
    action: 'Open your library',
  },
  es: {
    subject: 'Tu recibo de Parallax',
    thanks: 'Gracias por tu compra. Ya está en tu biblioteca.',
    order: (id: string) => `Pedido ${id}`,
    promo: (code: string, amount: string) => `Código promocional ${code}: −${amount}`,
    total: (amount: string) => `Total pagado: ${amount}`,
    card: (pan: string) => `Pagado con la tarjeta terminada en ${pan}.`,
    action: 'Abrir tu biblioteca',
  },
} as const;

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
  const copy = receiptCopy[language];
  const lines = [
    copy.thanks,
    copy.order(receipt.orderId),
    ...receipt.lines.map((line) => `${line.title}: ${line.price}`),
    ...(receipt.promo ? [copy.promo(receipt.promo.code, receipt.promo.amount)] : []),
    copy.total(receipt.total),
    ...(receipt.cardPan ? [copy.card(receipt.cardPan)] : []),
  ];
  return {
    to,
    subject: copy.subject,
    text: [...lines, `${copy.action}: ${receipt.libraryUrl}`].join('\n\n'),
    html: layout(copy.subject, lines, { label: copy.action, url: receipt.libraryUrl }),
  };
}
