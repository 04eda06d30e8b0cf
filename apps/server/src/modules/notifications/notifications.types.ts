import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';

/** A text in each language of the site: the notifier keeps the user's (users.language). */
export type Localized = Readonly<Record<Language, string>>;

/** What the product's own events put in a user's notification center (spec 2 §3 Notification). */
export type NotificationInput = {
  userId: string;
  /** What made it: 'purchase', 'presale_content', 'trial_ending', 'renewal_failed', 'report_answered' … */
  kind: string;
  /**
   * The event, unique per user: the same key twice makes one notification (a webhook replayed, a
   * job retried), e.g. `purchase:<orderId>`, `report_answered:<reportId>`.
   */
  dedupeKey: string;
  title: string | Localized;
  description: string | Localized;
  /**
   * An absolute URL: internal when it starts with the site URL (spec 2 §3). A path of the site
   * (`/library`) is made absolute with the site URL.
   */
  link?: string | null;
  buttonText?: string | Localized | null;
  image?: string | null;
  icon?: string | null;
  video?: string | null;
};

/**
 * How other modules notify a user: called in the transaction of the change it tells of, so the
 * notification exists only if that change commits; its web pushes are queued as durable jobs in
 * the same transaction (sent after the commit, honouring the user's push consent). True when the
 * notification is new, false when the event had been told already (its dedupe key).
 */
export type Notifier = {
  notify(tx: Database, input: NotificationInput): Promise<boolean>;
};
