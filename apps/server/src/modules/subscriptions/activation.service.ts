import {
  addDays,
  isRenewing,
  isUpgrade,
  type SubscriptionStatus,
} from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { Lifecycle } from './lifecycle.service.js';
import {
  subscriptionsRepository as repo,
  type SubscriptionRow,
} from './subscriptions.repository.js';
import type { TariffPricingService } from './tariff-pricing.service.js';
import type { PayingCard, Trials } from './trials.service.js';

/** A paid order's tariff line, as payments hands it over in the fulfilment's transaction. */
export type PaidTariff = {
  userId: string;
  orderId: string;
  tariffId: string;
  tariffName: string;
  viaTrial: boolean;
  finalSumCents: number;
  durationDays: number | null;
  isLifetime: boolean;
  trialDurationDays: number | null;
  regularPriceCents: number | null;
  provider: string;
  acquiringType: string;
  paymentMethod: string;
  language: string;
  cardPan: string | null;
  paymentMethodToken: string | null;
  providerPaymentId: string | null;
  /** The acquirer's fingerprint of the card (a trial's card is linked to its subscription). */
  cardFingerprint: string | null;
};

export type ActivationOutcome = 'activated' | 'upgraded' | 'duplicate';

type ActivationDeps = {
  snapshot: CatalogSnapshotSource;
  auth: Pick<AuthService, 'lockUser'>;
  lifecycle: Lifecycle;
  trials: Pick<Trials, 'link'>;
  pricing: Pick<TariffPricingService, 'creditOf' | 'renewalPriceCents'>;
  now: () => Date;
  log: { warn: (object: object, message: string) => void };
};

/** What a paid tariff sets on its subscription, new or upgraded: its terms and the card. */
type Terms = Pick<
  SubscriptionRow,
  | 'tariffId'
  | 'tariffName'
  | 'durationDays'
  | 'isLifetime'
  | 'renewalPriceCents'
  | 'paymentSystem'
  | 'acquiringType'
  | 'paymentMethod'
  | 'cardPan'
>;

type TariffRow = Awaited<ReturnType<CatalogSnapshotSource['activeTariffsIn']>>[number];

function termsOf(deps: ActivationDeps, tariff: TariffRow | undefined, paid: PaidTariff): Terms {
  return {
    tariffId: paid.tariffId,
    tariffName: tariff?.name ?? paid.tariffName,
    durationDays: paid.isLifetime ? null : paid.durationDays,
    isLifetime: paid.isLifetime,
    renewalPriceCents: deps.pricing.renewalPriceCents(tariff, paid),
    paymentSystem: paid.provider,
    acquiringType: paid.acquiringType,
    paymentMethod: paid.paymentMethod,
    cardPan: paid.cardPan,
  };
}

async function insertPaidCharge(
  tx: Database,
  paid: PaidTariff,
  charge: { subscriptionId: string; periodIndex: number; kind: 'initial' | 'upgrade'; at: Date },
): Promise<void> {
  await repo.insertCharge(tx, {
    subscriptionId: charge.subscriptionId,
    periodIndex: charge.periodIndex,
    attempt: 0,
    kind: charge.kind,
    amountCents: paid.finalSumCents,
    status: 'succeeded',
    orderId: paid.orderId,
    providerPaymentId: paid.providerPaymentId,
    createdAt: charge.at,
    completedAt: charge.at,
  });
}

/**
 * A live subscriber's upgrade switches the same subscription to the new tariff with a new
 * period, worth what was paid plus the credit carried into it.
 */
async function upgrade(
  deps: ActivationDeps,
  tx: Database,
  { paid, renewing, terms }: { paid: PaidTariff; renewing: SubscriptionRow; terms: Terms },
): Promise<ActivationOutcome> {
  const target = { isLifetime: paid.isLifetime, durationDays: paid.durationDays };
  if (paid.viaTrial || renewing.isLifetime || !isUpgrade(renewing, target)) {
    deps.log.warn(
      { orderId: paid.orderId, subscriptionId: renewing.id },
      'a tariff paid by a subscriber who holds it (or a higher one)',
    );
    return 'duplicate';
  }
  const at = deps.now();
  const credit = deps.pricing.creditOf(renewing);
  const periodIndex = renewing.periodIndex + 1;
  const upgraded = await deps.lifecycle.transition(
    tx,
    renewing,
    'upgraded',
    {
      ...terms,
      paymentMethodToken: paid.paymentMethodToken ?? renewing.paymentMethodToken,
      trialContentPackIds: [],
      isTrial: false,
      trialEndsAt: null,
      periodIndex,
      startDate: at,
      endDate: paid.isLifetime ? null : addDays(at, paid.durationDays ?? 0),
      periodPaidCents: paid.finalSumCents + credit,
      graceEndsAt: null,
      nextRetryAt: null,
    },
    { orderId: paid.orderId, fromTariffId: renewing.tariffId, creditCents: credit },
  );
  if (!upgraded) return 'duplicate';
  await insertPaidCharge(tx, paid, {
    subscriptionId: renewing.id,
    periodIndex,
    kind: 'upgrade',
    at,
  });
  return 'upgraded';
}

/** A new subscription (a trial: isTrial to trialEndsAt); what is left of a cancelled one ends. */
async function start(
  deps: ActivationDeps,
  tx: Database,
  {
    paid,
    live,
    terms,
    trialPackIds,
  }: { paid: PaidTariff; live: SubscriptionRow[]; terms: Terms; trialPackIds: string[] },
): Promise<ActivationOutcome> {
  const at = deps.now();
  // Resubscribing: what is left of a cancelled subscription ends as the new one starts.
  for (const old of live) {
    await deps.lifecycle.transition(tx, old, 'periodEnded', {}, { replacedByOrder: paid.orderId });
  }
  const periodDays = paid.viaTrial ? paid.trialDurationDays : paid.durationDays;
  const endDate = paid.isLifetime && !paid.viaTrial ? null : addDays(at, periodDays ?? 0);
  const created = await repo.insert(tx, {
    userId: paid.userId,
    ...terms,
    trialContentPackIds: paid.viaTrial ? trialPackIds : [],
    status: 'PENDING',
    startDate: at,
    endDate,
    periodIndex: 0,
    periodPaidCents: paid.finalSumCents,
    isTrial: paid.viaTrial,
    trialEndsAt: paid.viaTrial ? endDate : null,
    paymentMethodToken: paid.paymentMethodToken,
    orderId: paid.orderId,
    language: paid.language === 'es' ? 'es' : 'en',
    createdAt: at,
    updatedAt: at,
  });
  await deps.lifecycle.transition(tx, created, 'paid', {}, { orderId: paid.orderId });
  const paidWith: PayingCard = { provider: paid.provider, cardFingerprint: paid.cardFingerprint };
  if (paid.viaTrial) await deps.trials.link(tx, paidWith, created.id);
  await insertPaidCharge(tx, paid, {
    subscriptionId: created.id,
    periodIndex: 0,
    kind: 'initial',
    at,
  });
  return 'activated';
}

/**
 * Payment fulfilment (spec 1 §3): the paid tariff becomes an ACTIVE subscription, with the card
 * saved for renewals; in the payment's transaction, so once per order.
 */
export function createActivation(deps: ActivationDeps) {
  return {
    activate: async (tx: Database, paid: PaidTariff): Promise<ActivationOutcome> => {
      // One activation per user at a time: two paid orders cannot make two subscriptions.
      await deps.auth.lockUser(tx, paid.userId);
      if (await repo.chargeOfReference(tx, paid.orderId)) return 'duplicate';
      const tariff = (await deps.snapshot.activeTariffsIn(tx)).find(
        ({ id }) => id === paid.tariffId,
      );
      const terms = termsOf(deps, tariff, paid);
      const live = await repo.mayGiveAccessOfUser(tx, paid.userId);
      const renewing = live.find((row) => isRenewing(row.status as SubscriptionStatus));
      return renewing
        ? upgrade(deps, tx, { paid, renewing, terms })
        : start(deps, tx, {
            paid,
            live,
            terms,
            trialPackIds: [...(tariff?.trialContentPackIds ?? [])],
          });
    },
  };
}
