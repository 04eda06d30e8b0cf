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

  const show = (next: Record<string, string>) => setParams({ area: 'customers', ...next });

  if (userId) {
    return <CustomerPage userId={userId} onBack={() => show(q ? { q } : {})} />;
  }
  return (
    <CustomerSearch
      q={q}
      page={page}
      onSearch={(text) => show(text ? { q: text } : {})}
      onPage={(next) => show({ ...(q ? { q } : {}), page: String(next) })}
      userHref={(id) =>
        `?${new URLSearchParams({ area: 'customers', user: id, ...(q ? { q } : {}) }).toString()}`
      }
    />
  );
}
