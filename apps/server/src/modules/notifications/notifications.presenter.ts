import type { Notification, PushPayload } from '@parallax/core/contracts/notifications';
import { noticesEn } from '@parallax/core/i18n/areas/notices';
import { noticesEs } from '@parallax/core/i18n/areas/notices.es';
import { pagePath } from '@parallax/core/pages';
import { LANGUAGES, type Language } from '@parallax/core/platform';
import { fill } from '../mail/mail.templates.js';
import type { NotificationRow } from './notifications.repository.js';
import type { Localized, NotificationInput } from './notifications.types.js';

/** A row as the API hands it out (spec 2 §3 Notification). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    image: row.image,
    icon: row.icon,
    buttonText: row.buttonText,
    link: row.link,
    video: row.video,
    status: row.status as Notification['status'],
  };
}

/** What a web push carries to the service worker: enough to show the notification and open it. */
export function toPushPayload(row: NotificationRow): PushPayload {
  return {
    id: row.id,
    title: row.title,
    body: row.description,
    icon: row.icon,
    image: row.image,
    link: row.link,
  };
}

/** What an event says, for whoever it is told to: the notifier adds the user. */
export type Notice = Omit<NotificationInput, 'userId'>;

type Copy = (typeof noticesEs)['notices'];
const catalogues: Record<Language, Copy> = { en: noticesEn.notices, es: noticesEs.notices };

/** One text in each language, from the notices catalogue. */
function localized(text: (copy: Copy, language: Language) => string): Localized {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, text(catalogues[language], language)]),
  ) as Localized;
}

const longDate = (language: Language, date: Date | null) =>
  date
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
    : '';

/** The price and the day a subscription notice names. */
type SubscriptionValues = { price: string; date: Date | null };

/** A subscription's notice: its tariff, price and day, opening the subscription page. */
function subscriptionNotice(
  notice: 'trialEnding' | 'renewalFailed',
  tariff: string,
  values: SubscriptionValues,
  event: { kind: string; dedupeKey: string },
): Notice {
  return {
    ...event,
    title: localized((copy) => copy[notice].title),
    description: localized((copy, language) =>
      fill(copy[notice].description, {
        tariff,
        price: values.price,
        date: longDate(language, values.date),
      }),
    ),
    buttonText: localized((copy) => copy[notice].button),
    link: pagePath('subscription'),
  };
}

/**
 * The product's events as notifications (spec 2 §3), in both languages. Each dedupe key names the
 * event itself, so telling it again (a webhook replayed, a job retried) changes nothing.
 */
export const notices = {
  /**
   * A paid order was fulfilled: its packs and presales are in the library; an order of a tariff
   * alone started a subscription.
   */
  purchase(orderId: string, lines: readonly { type: string; title: string }[]): Notice {
    const items = lines.filter((line) => line.type !== 'tariff').map((line) => line.title);
    const tariff = lines.find((line) => line.type === 'tariff')?.title;
    const event = { kind: 'purchase', dedupeKey: `purchase:${orderId}` };
    if (items.length === 0 && tariff !== undefined) {
      return {
        ...event,
        title: localized((copy) => copy.subscribed.title),
        description: localized((copy) => fill(copy.subscribed.description, { tariff })),
        buttonText: localized((copy) => copy.subscribed.button),
        link: pagePath('subscription'),
      };
    }
    return {
      ...event,
      title: localized((copy) => copy.purchase.title),
      description: localized((copy) =>
        fill(copy.purchase.description, { items: items.join(', ') }),
      ),
      buttonText: localized((copy) => copy.purchase.button),
      link: pagePath('library'),
    };
  },

  /** A pack of a presale category the user bought came out; `category`: its title. */
  presaleContent(
    pack: { id: string; slug: string; title: string; image: string | null },
    category: Localized,
  ): Notice {
    return {
      kind: 'presale_content',
      dedupeKey: `presale_content:${pack.id}`,
      title: localized((copy, language) =>
        fill(copy.presaleContent.title, { category: category[language] }),
      ),
      description: localized((copy) =>
        fill(copy.presaleContent.description, { title: pack.title }),
      ),
      buttonText: localized((copy) => copy.presaleContent.button),
      link: pagePath('content', { slug: pack.slug }),
      image: pack.image,
    };
  },

  /** spec 1 §3: the trial converts into a paid subscription in two days. */
  trialEnding(subscription: { id: string; tariff: string }, values: SubscriptionValues): Notice {
    return subscriptionNotice('trialEnding', subscription.tariff, values, {
      kind: 'trial_ending',
      dedupeKey: `trial_ending:${subscription.id}`,
    });
  },

  /** A renewal charge failed and the grace period began (once per period). */
  renewalFailed(
    subscription: { id: string; tariff: string; periodIndex: number },
    values: SubscriptionValues,
  ): Notice {
    return subscriptionNotice('renewalFailed', subscription.tariff, values, {
      kind: 'renewal_failed',
      dedupeKey: `renewal_failed:${subscription.id}:${subscription.periodIndex}`,
    });
  },
};
