import type { CustomerDetail } from '@parallax/core/contracts/desk-customers';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { formatDate } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';

/** What the customer owns (packs and presales) and what of it is in their library. */
export function LibrarySection({ library }: { library: CustomerDetail['library'] }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const inLibrary = new Set(library.libraryPackIds);
  const isEmpty = library.packs.length === 0 && library.presales.length === 0;
  return (
    <section aria-labelledby="customer-library" data-testid="desk-customer-library">
      <h2 id="customer-library">{texts.library.heading}</h2>
      {isEmpty && <p>{texts.library.empty}</p>}
      {library.packs.length > 0 && (
        <>
          <h3>{texts.library.packs}</h3>
          <ul>
            {library.packs.map((pack) => (
              <li key={pack.id} data-testid={`desk-library-pack-${pack.id}`}>
                {pack.title} ({pack.source})
                {inLibrary.has(pack.id) && `, ${texts.library.inLibrary}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {library.presales.length > 0 && (
        <>
          <h3>{texts.library.presales}</h3>
          <ul>
            {library.presales.map((presale) => (
              <li key={presale.id}>{presale.name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The reports and support requests the customer filed, newest first. */
export function TicketsSection({ tickets }: { tickets: CustomerDetail['tickets'] }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  return (
    <section aria-labelledby="customer-tickets">
      <h2 id="customer-tickets">{texts.tickets.heading}</h2>
      {tickets.length === 0 ? (
        <p>{texts.tickets.empty}</p>
      ) : (
        <ul className="customers-tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <strong>{texts.tickets.kinds[ticket.kind]}</strong> ·{' '}
              {formatDate(ticket.createdAt, i18n.language)} · {ticket.status}
              {ticket.contentTitle && ` · ${ticket.contentTitle}`}
              <p>{ticket.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
