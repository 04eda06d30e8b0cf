import { pagePath } from '@parallax/core/pages';
import { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import { audiencePage, type AudienceMember } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import { marketingEmail } from '../mail/mail.templates.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { Addressed, NotifierService } from './notifier.service.js';

/** Whom an operator's broadcast reaches. */
export type Segment =
  | { kind: 'all' }
  | { kind: 'subscribers' }
  | { kind: 'buyers' }
  | { kind: 'language'; language: Language }
  | { kind: 'source'; source: string };

/** `all`, `subscribers`, `buyers`, `language:es`, `source:X`; null for anything else. */
export function parseSegment(text: string): Segment | null {
  if (text === 'all' || text === 'subscribers' || text === 'buyers') return { kind: text };
  const [kind, value = ''] = text.split(/:(.*)/s);
  if (kind === 'language') {
    const language = Language.safeParse(value);
    return language.success ? { kind, language: language.data } : null;
  }
  // The marketing source as users.source holds it (spec 2 §7 source).
  if (kind === 'source' && /^[\w.-]{1,64}$/.test(value)) return { kind, source: value };
  return null;
}

const segmentText = (segment: Segment) =>
  segment.kind === 'language'
    ? `language:${segment.language}`
    : segment.kind === 'source'
      ? `source:${segment.source}`
      : segment.kind;

export type BroadcastInput = {
  title: string;
  description: string;
  /** An absolute URL or a path of the site; none: the notification opens nothing. */
  link: string | null;
  segment: Segment;
  /** Also a marketing e-mail, to those who agreed to e-mail at a proved address. */
  withEmail: boolean;
};

export type BroadcastResult = {
  id: string;
  /** Users notified. */
  recipients: number;
  emails: number;
  /** Browsers of guests pushed to (a broadcast to everyone). */
  guestPushes: number;
};

/**
 * Users, or guests' browsers, per transaction: a broadcast to many is many small transactions,
 * not one.
 */
const PAGE_SIZE = 500;

/**
 * Marketing e-mail goes to those who agreed to it, at an address they proved theirs: confirmed
 * with a code, or given by a social sign-in's provider. A quick registration's address is
 * unproved until its owner follows the link mailed to it.
 */
const mayEmail = (member: AudienceMember) =>
  member.emailConsent && (member.emailConfirmed || member.isSocialAuth);

/**
 * Who among users is in the segments another module knows: those with a subscription giving
 * access (subscriptions), those who paid for something (payments). Given at construction, so
 * notifications imports neither module (both tell their events to its notifier).
 */
export type AudienceLookups = {
  subscriberIdsAmong(tx: Database, userIds: readonly string[], at: Date): Promise<Set<string>>;
  buyerIdsAmong(tx: Database, userIds: readonly string[]): Promise<Set<string>>;
};

type BroadcastDeps = {
  db: Database;
  repository: NotificationsRepository;
  notifications: Pick<NotifierService, 'notifyAll' | 'pushToGuestPage'>;
  audience: AudienceLookups;
  mailer: Mailer;
  publicUrl: string;
  /** A mailbox whose unsubscribe requests are processed (UNSUBSCRIBE_MAILTO), if there is one. */
  unsubscribeMailbox: string | null;
  now: () => Date;
};

/** One page of users in id order, and those of them in the segment. */
async function pageOf(
  { audience, now }: BroadcastDeps,
  tx: Database,
  segment: Segment,
  afterId: string | null,
) {
  const page = await audiencePage(tx, {
    afterId,
    limit: PAGE_SIZE,
    ...(segment.kind === 'language' ? { language: segment.language } : {}),
    ...(segment.kind === 'source' ? { source: segment.source } : {}),
  });
  const ids = page.map((member) => member.id);
  const among =
    segment.kind === 'subscribers'
      ? await audience.subscriberIdsAmong(tx, ids, now())
      : segment.kind === 'buyers'
        ? await audience.buyerIdsAmong(tx, ids)
        : null;
  return {
    members: among ? page.filter((member) => among.has(member.id)) : page,
    lastId: page.at(-1)?.id ?? null,
    isLast: page.length < PAGE_SIZE,
  };
}

function emailTo(
  { publicUrl, unsubscribeMailbox }: BroadcastDeps,
  member: AudienceMember,
  input: BroadcastInput,
  link: string | null,
) {
  const query = new URLSearchParams({ token: member.emailToken });
  return marketingEmail(member.language === 'es' ? 'es' : 'en', member.email, {
    title: input.title,
    description: input.description,
    link: link ?? publicUrl,
    unsubscribeUrl: `${publicUrl}${pagePath('unsubscribeEmail')}?${query.toString()}`,
    unsubscribeMailbox,
  });
}

/** The notification of a broadcast to one member, in their language. */
const addressed = (
  member: AudienceMember,
  id: string,
  input: BroadcastInput,
  link: string | null,
): Addressed => ({
  userId: member.id,
  language: member.language === 'es' ? 'es' : 'en',
  kind: 'broadcast',
  dedupeKey: `broadcast:${id}`,
  title: input.title,
  description: input.description,
  link,
});

/**
 * One page of users, in its own transaction: its notifications, pushes and e-mails commit
 * together. Counts what it wrote and sent in `result`; where the next page starts.
 */
function broadcastToPage(
  deps: BroadcastDeps,
  input: BroadcastInput,
  sent: { result: BroadcastResult; link: string | null },
  afterId: string | null,
) {
  const { result, link } = sent;
  return deps.db.transaction(async (tx) => {
    const page = await pageOf(deps, tx, input.segment, afterId);
    const written = await deps.notifications.notifyAll(
      tx,
      page.members.map((member) => addressed(member, result.id, input, link)),
    );
    result.recipients += written.length;
    if (input.withEmail) {
      const notified = new Set(written.map((row) => row.userId));
      for (const member of page.members) {
        if (!mayEmail(member) || !notified.has(member.id)) continue;
        await deps.mailer.send(emailTo(deps, member, input, link), tx);
        result.emails += 1;
      }
    }
    return { afterId: page.lastId, isLast: page.isLast };
  });
}

/** A broadcast to everyone reaches guests' browsers too, a page at a time; how many. */
async function pushToGuests(
  deps: BroadcastDeps,
  id: string,
  input: BroadcastInput,
  link: string | null,
) {
  const payload = {
    id,
    title: input.title,
    body: input.description,
    icon: null,
    image: null,
    link,
  };
  let pushes = 0;
  let guestsAfter: string | null = null;
  do {
    const page: { pushed: number; nextAfterId: string | null } = await deps.db.transaction((tx) =>
      deps.notifications.pushToGuestPage(tx, payload, { afterId: guestsAfter, limit: PAGE_SIZE }),
    );
    pushes += page.pushed;
    guestsAfter = page.nextAfterId;
  } while (guestsAfter);
  return pushes;
}

/**
 * An operator's broadcast: every user of a segment gets a notification (dedupe key
 * `broadcast:<id>`), its pushes, and with `withEmail` a marketing e-mail if they agreed to e-mail
 * (users.email_consent) at a proved address (`mayEmail`), with a one-click unsubscribe. Users go a
 * page at a time, each page in its own transaction — its notifications, pushes and e-mails commit
 * together; then, to everyone, guests' browsers a page at a time.
 */
export function createBroadcastService(deps: BroadcastDeps) {
  const { repository, publicUrl } = deps;
  return {
    async broadcast(input: BroadcastInput): Promise<BroadcastResult> {
      const link = input.link?.startsWith('/') ? `${publicUrl}${input.link}` : input.link;
      const id = await repository.insertBroadcast({
        segment: { segment: segmentText(input.segment), email: input.withEmail },
        title: input.title,
        description: input.description,
        link,
      });
      const result: BroadcastResult = { id, recipients: 0, emails: 0, guestPushes: 0 };
      let afterId: string | null = null;
      for (let isLast = false; !isLast;) {
        ({ afterId, isLast } = await broadcastToPage(deps, input, { result, link }, afterId));
      }
      if (input.segment.kind === 'all')
        result.guestPushes = await pushToGuests(deps, id, input, link);
      await repository.setBroadcastRecipients(id, result.recipients);
      return result;
    },
  };
}
