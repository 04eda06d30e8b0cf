import type { DeskPromoCode } from '@parallax/core/contracts/desk-prices';
import { formatPrice } from '@parallax/core/rules/price';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { PROMO_PAGE_SIZE, pricesQueries } from '../api/prices-api';
import { PRICES_TEXTS } from '../model/texts';
import { PromoEditor } from './promo-editor';

/** What a code takes off: `20%` or `$5`. */
const valueOf = (promo: DeskPromoCode) =>
  promo.type === 'PERCENT' ? `${promo.value}%` : formatPrice(promo.value);

/** An open code: read by its id, its editor reset when reloaded. */
function OpenPromo({ id, onOpen }: { id: string; onOpen: (id: string | null) => void }) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const query = useQuery(pricesQueries.promo(id));
  if (query.isPending) return <p aria-busy="true">{texts.loading}</p>;
  if (query.isError) return <p className="desk-error">{texts.loadFailed}</p>;
  return (
    <PromoEditor
      key={query.data.revision}
      promo={query.data}
      onOpen={onOpen}
      onReload={() => void query.refetch()}
    />
  );
}

/** The page of codes: what each takes off, from what, its use so far and whether it runs. */
function PromoTable({
  promos,
  onOpen,
}: {
  promos: readonly DeskPromoCode[];
  onOpen: (id: string) => void;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const p = texts.promos;
  return (
    <table className="desk-table" data-testid="desk-promo-list">
      <thead>
        <tr>
          <th>{p.code}</th>
          <th className="desk-number">{p.value}</th>
          <th>{p.scope}</th>
          <th className="desk-number">{p.used}</th>
          <th className="desk-number">{p.paidOrders}</th>
          <th>{p.expiresAt}</th>
          <th>{p.status}</th>
          <th>
            <span className="visually-hidden">{texts.edit}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {promos.map((promo) => (
          <tr key={promo.id} data-testid={`desk-promo-row-${promo.code}`}>
            <td>{promo.code}</td>
            <td className="desk-number">{valueOf(promo)}</td>
            <td>
              {promo.scope.map((kind) => p.kinds[kind]).join(', ')}
              {' · '}
              {promo.itemIds ? p.someItems(promo.itemIds.length) : p.allItems}
            </td>
            <td className="desk-number">
              {promo.usedCount}
              {promo.usageLimit !== null && ` / ${promo.usageLimit}`}
            </td>
            <td className="desk-number">{promo.paidOrders}</td>
            <td>{promo.expiresAt ? new Date(promo.expiresAt).toLocaleString() : p.never}</td>
            <td>{promo.isExpired ? p.expired : p.active}</td>
            <td>
              <button type="button" className="desk-button" onClick={() => onOpen(promo.id)}>
                {texts.edit}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The promo codes with their use so far, found by code, paged; one open to edit, or a new one. */
export function PromoCodesTab({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const p = texts.promos;
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const query = useQuery(pricesQueries.promoPage(q, page));
  const total = query.data?.total ?? 0;
  return (
    <>
      <div className="desk-toolbar">
        <div className="desk-field">
          <label htmlFor={`${id}-q`}>{p.search}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            data-testid="desk-promo-search"
            onChange={(event) => {
              setQ(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <button
          type="button"
          className="desk-button desk-button-primary"
          data-testid="desk-promo-new"
          onClick={() => onOpen('new')}
        >
          {p.newCode}
        </button>
      </div>
      {query.isPending && <p aria-busy="true">{texts.loading}</p>}
      {query.isError && <p className="desk-error">{texts.loadFailed}</p>}
      {query.data && query.data.items.length === 0 && <p>{p.empty}</p>}
      {query.data && query.data.items.length > 0 && (
        <PromoTable promos={query.data.items} onOpen={onOpen} />
      )}
      <div className="desk-actions">
        <button
          type="button"
          className="desk-button"
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
        >
          {p.previous}
        </button>
        <button
          type="button"
          className="desk-button"
          disabled={(page + 1) * PROMO_PAGE_SIZE >= total}
          onClick={() => setPage(page + 1)}
        >
          {p.next}
        </button>
      </div>
      {openId === 'new' && (
        <PromoEditor key="new" promo={null} onOpen={onOpen} onReload={() => undefined} />
      )}
      {openId && openId !== 'new' && <OpenPromo id={openId} onOpen={onOpen} />}
    </>
  );
}
