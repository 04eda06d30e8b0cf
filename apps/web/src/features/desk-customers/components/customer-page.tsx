import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { customersQueries } from '../api/customers-api';
import { formatDate } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';
import { CustomerOrders } from './customer-orders';
import { LibrarySection, TicketsSection } from './customer-sections';
import { SessionsSection } from './sessions-section';
import { SubscriptionSection } from './subscription-section';
import { UploadsSection } from './uploads-section';

/**
 * One customer: profile, orders, library, subscription, sessions, files of their own, what they
 * filed.
 */
export function CustomerPage({ userId, onBack }: { userId: string; onBack: () => void }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  const customer = useQuery(customersQueries.customer(userId));

  const back = (
    <button type="button" className="desk-button" onClick={onBack} data-testid="desk-customer-back">
      {texts.back}
    </button>
  );
  if (customer.isPending) return <p aria-busy="true">{texts.loading}</p>;
  if (customer.isError) {
    return (
      <div>
        {back}
        <p className="desk-error" role="alert">
          {isNotFound(customer.error) ? texts.notFound : texts.loadFailed}{' '}
          {!isNotFound(customer.error) && (
            <button type="button" className="desk-button" onClick={() => void customer.refetch()}>
              {texts.retry}
            </button>
          )}
        </p>
      </div>
    );
  }
  const { profile } = customer.data;
  return (
    <div className="customer-page" data-testid="desk-customer">
      {back}
      <section aria-labelledby="customer-profile">
        <h2 id="customer-profile">
          {texts.profile.heading}: {profile.email}
        </h2>
        <dl className="customers-facts">
          <dt>{texts.table.name}</dt>
          <dd>{profile.name || profile.username || '—'}</dd>
          <dt>{texts.table.status}</dt>
          <dd>{profile.status}</dd>
          <dt>{texts.profile.confirmed}</dt>
          <dd>{profile.emailConfirmed ? texts.yes : texts.no}</dd>
          <dt>{texts.table.registered}</dt>
          <dd>{formatDate(profile.registrationDate, i18n.language)}</dd>
          <dt>{texts.profile.roles}</dt>
          <dd>{profile.roles.length > 0 ? profile.roles.join(', ') : texts.profile.noRoles}</dd>
          <dt>{texts.profile.language}</dt>
          <dd>{profile.language}</dd>
        </dl>
      </section>
      <CustomerOrders userId={userId} orders={customer.data.orders} />
      <LibrarySection library={customer.data.library} />
      <SubscriptionSection userId={userId} subscriptions={customer.data.subscriptions} />
      <SessionsSection userId={userId} email={profile.email} sessions={customer.data.sessions} />
      <UploadsSection userId={userId} isAllowed={profile.allowsUploads} />
      <TicketsSection tickets={customer.data.tickets} />
    </div>
  );
}
