import { formatPrice, fromCents } from '@parallax/core/rules/price';
import {
  nextStatus,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mailer.service.js';
import { subscriptionEmail, type SubscriptionNotice } from '../mail/mail.templates.js';
import { notices } from '../notifications/notifications.presenter.js';
import type { Notifier } from '../notifications/notifications.types.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';

/** What a subscription's changes need: the clock, and the subscriber's e-mail and notices. */
export type LifecycleDeps = {
  auth: Pick<AuthService, 'userById'>;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
  now: () => Date;
};

/** The subscription's changes, each through the state machine, with its history and e-mails. */
export function createLifecycle(deps: LifecycleDeps) {
  const { now } = deps;

  /**
   * Applies `event` (spec 1 §3 statuses, core `nextStatus`) with the row's other changes and
   * records it in the history; null (and nothing written) when the status does not allow it.
   */
  async function transition(
    tx: Database,
    subscription: SubscriptionRow,
    event: SubscriptionEvent,
    changes: Partial<SubscriptionRow> = {},
    detail: Record<string, unknown> = {},
  ): Promise<SubscriptionRow | null> {
    const from = subscription.status as SubscriptionStatus;
    const to = nextStatus(from, event);
    if (to === null) return null;
    const at = now();
    const updated = await repo.update(tx, subscription.id, {
      ...changes,
      status: to,
      updatedAt: at,
    });
    await repo.insertEvent(tx, {
      subscriptionId: subscription.id,
      event,
      fromStatus: from,
      toStatus: to,
      detail,
      at,
    });
    return updated;
  }

  /**
   * The subscriber's e-mail about their subscription, in the transaction of the change; a trial
   * about to end and a failed renewal are in their notification center too (spec 2 §3).
   */
  async function notify(
    tx: Database,
    subscription: SubscriptionRow,
    kind: SubscriptionNotice['kind'],
    values: { priceCents?: number; date?: Date | null } = {},
  ): Promise<void> {
    const user = await deps.auth.userById(tx, subscription.userId);
    if (!user) return;
    const language = subscription.language === 'es' ? 'es' : 'en';
    const price = formatPrice(fromCents(values.priceCents ?? subscription.renewalPriceCents));
    const date = values.date ?? null;
    await deps.mailer.send(
      subscriptionEmail(language, user.email, {
        kind,
        tariff: subscription.tariffName,
        price,
        date,
        subscriptionUrl: `${deps.publicUrl}/subscription`,
      }),
      tx,
    );
    const about = { id: subscription.id, tariff: subscription.tariffName };
    const notice =
      kind === 'trialEnding'
        ? notices.trialEnding(about, { price, date })
        : kind === 'paymentFailed'
          ? notices.renewalFailed(
              { ...about, periodIndex: subscription.periodIndex },
              { price, date },
            )
          : null;
    if (notice) await deps.notifier.notify(tx, { userId: user.id, ...notice });
  }

  /** Ends a subscription with the plan-ended e-mail; null when its status does not allow it. */
  async function end(
    tx: Database,
    subscription: SubscriptionRow,
    event: 'periodEnded' | 'paymentFailed',
    reason: string,
  ) {
    const ended = await transition(tx, subscription, event, { nextRetryAt: null }, { reason });
    if (ended) await notify(tx, ended, 'expired');
    return ended;
  }

  return {
    transition,
    notify,
    /** Its period ran out with nothing to renew it (EXPIRED). */
    expire: (tx: Database, subscription: SubscriptionRow, reason: string) =>
      end(tx, subscription, 'periodEnded', reason),
    /** Its renewal stayed declined through the whole grace (PAYMENT_FAILED): access ends. */
    failPayment: (tx: Database, subscription: SubscriptionRow, reason: string) =>
      end(tx, subscription, 'paymentFailed', reason),
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
