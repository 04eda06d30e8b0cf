import type { Transporter } from 'nodemailer';
import type { MailFailure, MailTransport } from './mail.types.js';

/** SMTP commands sent before the message itself: a failure there means it was not delivered. */
const BEFORE_DATA = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM|RCPT TO)/;

/**
 * Whether a failed attempt may be repeated without sending the message twice: the server said
 * "try later" (4xx), or the attempt failed before the message was handed over (no connection,
 * refused greeting or login). A 5xx refusal is final; a failure while the message itself was being
 * sent is unknowable (it may have arrived) and is not retried.
 */
export function smtpFailureOf(error: unknown): MailFailure {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  if (typeof responseCode === 'number') {
    return responseCode >= 400 && responseCode < 500 ? 'retry' : 'refused';
  }
  return typeof command === 'string' && BEFORE_DATA.test(command) ? 'retry' : 'unknown';
}

/**
 * nodemailer to SMTP_URL, with timeouts well inside the delivery job's lease (300 s). nodemailer
 * (~650 KB of code) loads with the first message, not with the process.
 */
export function createSmtpProvider(smtpUrl: string): MailTransport {
  let opened: Promise<Transporter> | null = null;
  const open = () =>
    (opened ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    send: async (message) => {
      await (await open()).sendMail(message);
    },
    failureOf: smtpFailureOf,
    close: () => {
      // Nothing to close when nodemailer never loaded (or failed to).
      void opened?.then(
        (transport) => transport.close(),
        () => {},
      );
    },
  };
}
