import {
  DESK_PACK_STATES,
  type DeskPackRow,
  type DeskPackState,
} from '@parallax/core/contracts/desk-catalog';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { CATALOG_PAGE_SIZE, catalogDeskQueries } from '../api/catalog-desk-api';
import { discountPercent } from '../model/pack-form';
import { CATALOG_TEXTS } from '../model/texts';
import { Pager } from './pager';

const money = (value: number) => `$${value.toFixed(2)}`;

/** The search and the state filter. */
function PackFiltersBar({
  q,
  state,
  onQ,
  onState,
}: {
  q: string;
  state: DeskPackState | '';
  onQ: (q: string) => void;
  onState: (state: DeskPackState | '') => void;
}) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const id = useId();
  return (
    <div className="desk-toolbar">
      <div className="desk-field">
        <label htmlFor={`${id}-q`}>{texts.list.search}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          data-testid="desk-pack-search"
          onChange={(event) => onQ(event.target.value)}
        />
      </div>
      <div className="desk-field">
        <label htmlFor={`${id}-state`}>{texts.list.state}</label>
        <select
          id={`${id}-state`}
          value={state}
          data-testid="desk-pack-state-filter"
          onChange={(event) => onState(event.target.value as DeskPackState | '')}
        >
          <option value="">{texts.list.anyState}</option>
          {DESK_PACK_STATES.map((name) => (
            <option key={name} value={name}>
              {texts.states[name]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** One pack of the list: its title opens its editor. */
function PackRow({ pack, onOpen }: { pack: DeskPackRow; onOpen: (id: string) => void }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const discount = discountPercent(pack.initialPrice, pack.price);
  return (
    <tr data-testid={`desk-pack-row-${pack.slug}`}>
      <td>
        <img className="catalog-desk-cover" src={pack.cover} alt="" loading="lazy" />
      </td>
      <td>
        <button
          type="button"
          className="catalog-desk-link"
          data-testid={`desk-pack-open-${pack.slug}`}
          onClick={() => onOpen(pack.id)}
        >
          {pack.title}
        </button>
      </td>
      <td>{pack.slug}</td>
      <td>{texts.states[pack.state]}</td>
      <td className="desk-number">
        {money(pack.price)}
        {discount > 0 && ` (−${discount}%)`}
      </td>
      <td>{pack.categoryTitle}</td>
      <td className="desk-number">{pack.partsCount}</td>
      <td>
        <time dateTime={pack.changedAt}>{new Date(pack.changedAt).toLocaleString()}</time>
      </td>
    </tr>
  );
}

/** The content packs, searched by title or slug and filtered by state, a page at a time. */
export function PacksList({ onOpen }: { onOpen: (id: string) => void }) {
  const texts = useLocalTexts(CATALOG_TEXTS);
  const [q, setQ] = useState('');
  const [state, setState] = useState<DeskPackState | ''>('');
  const [page, setPage] = useState(0);
  const search = useDeferredValue(q);
  const { data, isError } = useQuery(catalogDeskQueries.packs({ q: search, state, page }));
  const pages = data ? Math.max(1, Math.ceil(data.total / CATALOG_PAGE_SIZE)) : 1;

  return (
    <div>
      <PackFiltersBar
        q={q}
        state={state}
        onQ={(value) => {
          setQ(value);
          setPage(0);
        }}
        onState={(value) => {
          setState(value);
          setPage(0);
        }}
      />
      {isError && <p className="desk-error">{texts.editor.loadFailed}</p>}
      {data && data.items.length === 0 && <p>{texts.list.empty}</p>}
      {data && data.items.length > 0 && (
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">{texts.list.cover}</th>
              <th scope="col">{texts.list.title}</th>
              <th scope="col">{texts.list.slug}</th>
              <th scope="col">{texts.list.state}</th>
              <th scope="col" className="desk-number">
                {texts.list.price}
              </th>
              <th scope="col">{texts.list.category}</th>
              <th scope="col" className="desk-number">
                {texts.list.parts}
              </th>
              <th scope="col">{texts.list.changed}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((pack) => (
              <PackRow key={pack.id} pack={pack} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}
