import type { Language } from '@parallax/core/platform';
import { isPlainEmailAddress } from '@parallax/core/rules/support';
import type { MailMessage } from './mail.types.js';
import { catalogues, fill, layout, plainMessage } from './mail.templates.js';

// spec 2 §3 Report and support: acknowledgements, moderators' answers and the support copies
// (the desk's e-mails).

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
