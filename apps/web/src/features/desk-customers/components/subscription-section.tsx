import type { DeskSubscription } from '@parallax/core/contracts/desk-customers';
import { formatPrice } from '@parallax/core/rules/price';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { useCancelSubscription } from '../api/customers-api';
import { formatDate, formatDateTime } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';
import { ConfirmDialog } from './confirm-dialog';
import { SubscriptionRenewals } from './subscription-renewals';

/** Statuses whose renewals the desk can still stop (as the customer's own cancel). */
const CANCELLABLE: ReadonlySet<string> = new Set(['ACTIVE', 'GRACE']);

/** What the subscription is: tariff, status, period, renewal price and its history. */
function SubscriptionFacts({ subscription }: { subscription: DeskSubscription }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');
  return (
    <>
      <dl className="customers-facts">
        <dt>{texts.subscription.tariff}</dt>
        <dd>{subscription.tariffName}</dd>
        <dt>{texts.subscription.status}</dt>
        <dd data-testid={`desk-subscription-status-${subscription.id}`}>{subscription.status}</dd>
        <dt>{texts.subscription.period}</dt>
        <dd>
          {date(subscription.startDate)} – {date(subscription.endDate)}
        </dd>
        <dt>{texts.subscription.renewal}</dt>
        <dd>{formatPrice(subscription.renewalPrice)}</dd>
      </dl>
      <h3>{texts.subscription.history}</h3>
      <ol className="customers-history">
        {subscription.events.map((event, index) => (
          <li key={index}>
            {formatDateTime(event.at, i18n.language)}: {event.event} ({event.from} → {event.to})
          </li>
        ))}
      </ol>
    </>
  );
}

function Subscription({
  userId,
  subscription,
}: {
  userId: string;
  subscription: DeskSubscription;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  const cancel = useCancelSubscription(userId);
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');

  const handleConfirm = async () => {
    setFailure(null);
    try {
      const cancelled = await cancel.mutateAsync(subscription.id);
      setIsAsking(false);
      setNotice(texts.subscription.cancelled(date(cancelled.endDate)));
    } catch {
      setFailure(texts.failed);
    }
  };

  return (
    <article
      className="customers-subscription"
      data-testid={`desk-subscription-${subscription.id}`}
    >
      <SubscriptionFacts subscription={subscription} />
      <SubscriptionRenewals userId={userId} subscription={subscription} />
      {notice && (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      )}
      {subscription.isLifetime ? (
        <p>{texts.subscription.lifetime}</p>
      ) : (
        CANCELLABLE.has(subscription.status) && (
          <button
            type="button"
            className="desk-button"
            onClick={() => setIsAsking(true)}
            data-testid={`desk-subscription-cancel-${subscription.id}`}
          >
            {texts.subscription.cancel}
          </button>
        )
      )}
      {isAsking && (
        <ConfirmDialog
          title={texts.subscription.confirmTitle}
          body={texts.subscription.confirmBody(subscription.tariffName, date(subscription.endDate))}
          confirm={texts.subscription.confirm}
          keep={texts.subscription.keep}
          isBusy={cancel.isPending}
          failure={failure}
          testId="desk-subscription-cancel-dialog"
          onConfirm={() => void handleConfirm()}
          onClose={() => setIsAsking(false)}
        />
      )}
    </article>
  );
}

/** The customer's subscriptions, newest first, each with its history. */
export function SubscriptionSection({
  userId,
  subscriptions,
}: {
  userId: string;
  subscriptions: DeskSubscription[];
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  return (
    <section aria-labelledby="customer-subscription">
      <h2 id="customer-subscription">{texts.subscription.heading}</h2>
      {subscriptions.length === 0 ? (
        <p>{texts.subscription.empty}</p>
      ) : (
        subscriptions.map((subscription) => (
          <Subscription key={subscription.id} userId={userId} subscription={subscription} />
        ))
      )}
    </section>
  );
}
