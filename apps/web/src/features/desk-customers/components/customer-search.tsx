import type { CustomerRow } from '@parallax/core/contracts/desk-customers';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { customersQueries } from '../api/customers-api';
import { formatDate } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';

/** How long the typing pauses before the list follows it. */
const SEARCH_DELAY_MS = 300;

/** The customers found: each e-mail a link that opens the customer. */
function CustomerResults({
  customers,
  userHref,
}: {
  customers: CustomerRow[];
  userHref: (id: string) => string;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  return (
    <table className="desk-table" data-testid="desk-customer-results">
      <caption>{texts.table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.table.email}</th>
          <th scope="col">{texts.table.name}</th>
          <th scope="col">{texts.table.status}</th>
          <th scope="col">{texts.table.registered}</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <td>
              <Link to={userHref(customer.id)} data-testid={`desk-customer-row-${customer.email}`}>
                {customer.email}
              </Link>
            </td>
            <td>{customer.name || customer.username}</td>
            <td>{customer.status}</td>
            <td>{formatDate(customer.registrationDate, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The search text typed; the list follows it after a pause (Enter searches at once). */
function useTypedSearch(
  q: string,
  onSearch: (q: string, options: { isTyping: boolean }) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      // A customer opened during the pause (the address names one already) stays open.
      if (new URLSearchParams(window.location.search).has('user')) return;
      onSearch(next, { isTyping: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  return [text, setText];
}

/** The search box (Enter submits) and the customers found, a page at a time. */
export function CustomerSearch({
  q,
  page,
  onSearch,
  onPage,
  userHref,
}: {
  q: string;
  page: number;
  onSearch: (q: string, options?: { isTyping: boolean }) => void;
  onPage: (page: number) => void;
  userHref: (id: string) => string;
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const id = useId();
  const [text, setText] = useTypedSearch(q, onSearch);
  const found = useQuery(customersQueries.search(q, page));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="customers-search">
      <h2>{texts.search.heading}</h2>
      <form className="desk-toolbar" role="search" onSubmit={handleSubmit}>
        <div className="desk-field">
          <label htmlFor={`${id}-q`}>{texts.search.label}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
            data-testid="desk-customer-search"
          />
          <p id={`${id}-hint`} className="customers-hint">
            {texts.search.hint}
          </p>
        </div>
        <button type="submit" className="desk-button desk-button-primary">
          {texts.search.submit}
        </button>
      </form>
      {found.isPending ? (
        <p aria-busy="true">{texts.loading}</p>
      ) : found.isError ? (
        <p className="desk-error" role="alert">
          {texts.loadFailed}{' '}
          <button type="button" className="desk-button" onClick={() => void found.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : found.data.customers.length === 0 ? (
        <p>{texts.search.empty}</p>
      ) : (
        <>
          <CustomerResults customers={found.data.customers} userHref={userHref} />
          <div className="desk-actions">
            {page > 0 && (
              <button type="button" className="desk-button" onClick={() => onPage(page - 1)}>
                {texts.previous}
              </button>
            )}
            {found.data.hasMore && (
              <button type="button" className="desk-button" onClick={() => onPage(page + 1)}>
                {texts.more}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
