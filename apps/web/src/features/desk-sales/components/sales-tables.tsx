import type { SalesPackFigures, SalesTariffFigures } from '@parallax/core/contracts/desk-sales';
import type { Formats } from '../model/format';
import type { SalesTexts } from '../model/texts';

/** Packs by revenue, each row `desk-sales-top-pack-<slug>` (its id when gone from the catalog). */
export function TopPacks(props: {
  packs: SalesPackFigures[];
  formats: Formats;
  texts: SalesTexts;
}) {
  const { packs, formats: f } = props;
  const t = props.texts.packs;
  return (
    <section className="sales-section" aria-labelledby="sales-packs-heading">
      <h3 id="sales-packs-heading">{t.heading}</h3>
      {packs.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.pack}</th>
              <th scope="col" className="desk-number">
                {t.revenue}
              </th>
              <th scope="col" className="desk-number">
                {t.sold}
              </th>
              <th scope="col" className="desk-number">
                {t.downloads}
              </th>
              <th scope="col" className="desk-number">
                {t.plays}
              </th>
            </tr>
          </thead>
          <tbody>
            {packs.map((pack) => (
              <tr
                key={pack.contentPackId}
                data-testid={`desk-sales-top-pack-${pack.slug ?? pack.contentPackId}`}
              >
                <th scope="row">{pack.title ?? t.unnamed}</th>
                <td className="desk-number" data-testid="desk-sales-pack-revenue">
                  {f.money(pack.revenue)}
                </td>
                <td className="desk-number" data-testid="desk-sales-pack-sold">
                  {f.count(pack.sold)}
                </td>
                <td className="desk-number">{f.count(pack.downloads)}</td>
                <td className="desk-number">{f.count(pack.plays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Active subscribers and MRR per tariff at the range's end. */
export function TariffTable(props: {
  tariffs: SalesTariffFigures[];
  formats: Formats;
  texts: SalesTexts;
}) {
  const { tariffs, formats: f } = props;
  const t = props.texts.tariffs;
  return (
    <section className="sales-section" aria-labelledby="sales-tariffs-heading">
      <h3 id="sales-tariffs-heading">{t.heading}</h3>
      {tariffs.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col" className="desk-number">
                {t.active}
              </th>
              <th scope="col" className="desk-number">
                {t.mrr}
              </th>
            </tr>
          </thead>
          <tbody>
            {tariffs.map((tariff) => (
              <tr key={tariff.tariffId}>
                <th scope="row">{tariff.name}</th>
                <td className="desk-number">{f.count(tariff.activeSubscribers)}</td>
                <td className="desk-number">{f.money(tariff.mrr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
