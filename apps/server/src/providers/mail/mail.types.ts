/** One message as it leaves: from our sender address, with the Message-ID the outbox gave it. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string>;
};

/**
 * What a failed attempt means: `retry` — it may be repeated without sending the message twice;
 * `refused` — the refusal is final; `unknown` — it may have arrived, so it is not repeated.
 */
export type MailFailure = 'retry' | 'refused' | 'unknown';

/** Where the mail module's delivery job hands each message over (SMTP in production). */
export type MailTransport = {
  send(message: OutgoingMail): Promise<void>;
  /** What an error `send` threw means for a retry. */
  failureOf(error: unknown): MailFailure;
  close(): void;
};
