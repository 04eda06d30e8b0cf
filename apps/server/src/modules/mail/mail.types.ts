/** One e-mail as the modules write it: kept in the outbox, then sent (or only kept). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail). */
  headers?: Record<string, string>;
};
