import type { DeskTariff } from '@parallax/core/contracts/desk-prices';
import { formatPrice } from '@parallax/core/rules/price';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { pricesQueries } from '../api/prices-api';
import { PRICES_TEXTS } from '../model/texts';
import { TariffEditor } from './tariff-editor';

/** Every tariff with its price, period, renewal and running subscriptions; one open to edit. */
export function TariffsTab({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const texts = useLocalTexts(PRICES_TEXTS);
  const query = useQuery(pricesQueries.tariffs());
  const [savedText, setSavedText] = useState<string | null>(null);
  if (query.isPending) return <p aria-busy="true">{texts.loading}</p>;
  if (query.isError) return <p className="desk-error">{texts.loadFailed}</p>;
  const open = query.data.tariffs.find((tariff) => tariff.id === openId) ?? null;
  const period = (tariff: DeskTariff) =>
    tariff.isLifetime ? texts.tariffs.lifetime : texts.tariffs.days(tariff.durationDays ?? 0);
  return (
    <>
      <table className="desk-table" data-testid="desk-tariffs">
        <thead>
          <tr>
            <th>{texts.tariffs.name}</th>
            <th className="desk-number">{texts.tariffs.price}</th>
            <th>{texts.tariffs.period}</th>
            <th className="desk-number">{texts.tariffs.renewal}</th>
            <th className="desk-number">{texts.tariffs.subscribers}</th>
            <th>{texts.tariffs.onSale}</th>
            <th>{texts.tariffs.exclusive}</th>
            <th>
              <span className="visually-hidden">{texts.edit}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.tariffs.map((tariff) => (
            <tr key={tariff.id}>
              <td>{tariff.name}</td>
              <td className="desk-number">{formatPrice(tariff.price)}</td>
              <td>{period(tariff)}</td>
              <td className="desk-number">
                {tariff.isLifetime ? '—' : formatPrice(tariff.renewalPrice)}
              </td>
              <td className="desk-number">{tariff.liveSubscriptions}</td>
              <td>{tariff.isActive ? texts.yes : texts.no}</td>
              <td>{tariff.givesExclusiveAccess ? texts.yes : texts.no}</td>
              <td>
                <button
                  type="button"
                  className="desk-button"
                  data-testid={`desk-tariff-edit-${tariff.id}`}
                  onClick={() => {
                    setSavedText(null);
                    onOpen(tariff.id);
                  }}
                >
                  {texts.edit}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {savedText && (
        <p className="desk-notice" role="status" data-testid="desk-prices-saved">
          {savedText}
        </p>
      )}
      {open && (
        <TariffEditor
          key={open.revision}
          tariff={open}
          onSaved={setSavedText}
          onReload={() => void query.refetch()}
          onClose={() => onOpen(null)}
        />
      )}
    </>
  );
}
