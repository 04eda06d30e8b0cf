import type { SalesQuery } from '@parallax/core/contracts/desk-sales';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { salesCsvUrl, salesQueries } from '../api/sales-api';
import { formatsOf } from '../model/format';
import { rangeOf } from '../model/range';
import { SALES_TEXTS } from '../model/texts';
import { SalesCharts } from './sales-charts';
import { SalesRange } from './sales-range';
import { SalesSummary } from './sales-summary';
import { TariffTable, TopPacks } from './sales-tables';
import '../sales-desk.css';

/**
 * The desk's sales area: the figures of a range of UTC days (in the address: `from`, `to`,
 * `bucket`) as cards, charts (each also a table) and the top packs, read again every 30 s and
 * when the window regains focus; the same buckets as a CSV download.
 */
export function SalesDesk() {
  const texts = useLocalTexts(SALES_TEXTS);
  const { i18n } = useTranslation();
  const formats = useMemo(() => formatsOf(i18n.language), [i18n.language]);
  const [params, setParams] = useSearchParams();
  const { query, isValid } = rangeOf(params, new Date());
  const report = useQuery({ ...salesQueries.report(query), enabled: isValid });

  const change = (next: Partial<SalesQuery>) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const merged = { ...query, ...next };
        updated.set('from', merged.from);
        updated.set('to', merged.to);
        updated.set('bucket', merged.bucket);
        return updated;
      },
      { replace: true },
    );
  };

  const data = report.data;
  return (
    <div className="sales-desk" data-testid="desk-sales">
      <h2>{texts.heading}</h2>
      <p className="sales-note">{texts.timeZone}</p>
      <SalesRange
        query={query}
        isValid={isValid}
        csvUrl={isValid ? salesCsvUrl(query) : null}
        texts={texts}
        onChange={change}
      />
      {report.isError && (
        <div className="desk-error" role="alert">
          <p>{texts.loadFailed}</p>
          <button type="button" className="desk-button" onClick={() => void report.refetch()}>
            {texts.retry}
          </button>
        </div>
      )}
      {!data && report.isPending && isValid && <p aria-busy="true">{texts.loading}</p>}
      {data && (
        <div aria-busy={report.isFetching} className="sales-figures">
          <p className="sales-note" aria-live="polite">
            {texts.updated(formats.time(data.generatedAt))}
          </p>
          <SalesSummary totals={data.totals} formats={formats} texts={texts} />
          <SalesCharts buckets={data.buckets} formats={formats} texts={texts} />
          <div className="sales-tables">
            <TopPacks packs={data.packs} formats={formats} texts={texts} />
            <TariffTable tariffs={data.tariffs} formats={formats} texts={texts} />
          </div>
        </div>
      )}
    </div>
  );
}
