import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CustomerPage } from './customer-page';
import { CustomerSearch } from './customer-search';
import '../customers-desk.css';

/**
 * The desk's customers area (support): the search, or the customer the address names
 * (`?area=customers&user=<id>`), so a reload or a shared link opens the same customer.
 */
export function CustomersDesk() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);

  // The typing replaces the address's search rather than adding a step of history per pause.
  const show = useCallback(
    (next: Record<string, string>, options?: { isTyping: boolean }) =>
      setParams({ area: 'customers', ...next }, { replace: options?.isTyping ?? false }),
    [setParams],
  );
  const search = useCallback(
    (text: string, options?: { isTyping: boolean }) => show(text ? { q: text } : {}, options),
    [show],
  );

  if (userId) {
    return <CustomerPage userId={userId} onBack={() => show(q ? { q } : {})} />;
  }
  return (
    <CustomerSearch
      q={q}
      page={page}
      onSearch={search}
      onPage={(next) => show({ ...(q ? { q } : {}), page: String(next) })}
      userHref={(id) =>
        `?${new URLSearchParams({ area: 'customers', user: id, ...(q ? { q } : {}) }).toString()}`
      }
    />
  );
}
