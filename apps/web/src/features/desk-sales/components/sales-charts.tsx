import type { SalesBucketFigures } from '@parallax/core/contracts/desk-sales';
import { useMemo } from 'react';
import type { Formats } from '../model/format';
import type { SalesTexts } from '../model/texts';
import { SalesChart, type ChartSeries } from './sales-chart';

const BLUE = '#5aa9f2';
const PURPLE = '#b36be0';
const ORANGE = '#f2a65a';

type Chart = { id: string; title: string; series: ChartSeries[] };

function chartsOf(buckets: SalesBucketFigures[], f: Formats, texts: SalesTexts): Chart[] {
  const c = texts.charts;
  const of = (pick: (bucket: SalesBucketFigures) => number) => buckets.map(pick);
  return [
    {
      id: 'revenue',
      title: c.revenue.title,
      series: [
        { label: c.revenue.revenue, values: of((b) => b.revenue), color: BLUE, format: f.money },
        {
          label: c.revenue.refunds,
          values: of((b) => b.refundsSum),
          color: ORANGE,
          format: f.money,
        },
      ],
    },
    {
      id: 'orders',
      title: c.orders.title,
      series: [
        { label: c.orders.orders, values: of((b) => b.orders), color: BLUE, format: f.count },
        { label: c.orders.renewals, values: of((b) => b.renewals), color: PURPLE, format: f.count },
        { label: c.orders.refunds, values: of((b) => b.refunds), color: ORANGE, format: f.count },
      ],
    },
    {
      id: 'mrr',
      title: c.subscriptions.title,
      series: [
        { label: c.subscriptions.mrr, values: of((b) => b.mrr), color: BLUE, format: f.money },
      ],
    },
    {
      id: 'subscribers',
      title: c.subscribers.title,
      series: [
        {
          label: c.subscribers.active,
          values: of((b) => b.activeSubscribers),
          color: BLUE,
          format: f.count,
        },
        {
          label: c.subscribers.trials,
          values: of((b) => b.trialsStarted),
          color: PURPLE,
          format: f.count,
        },
        {
          label: c.subscribers.churned,
          values: of((b) => b.churned),
          color: ORANGE,
          format: f.count,
        },
      ],
    },
    {
      id: 'usage',
      title: c.usage.title,
      series: [
        { label: c.usage.downloads, values: of((b) => b.downloads), color: BLUE, format: f.count },
        { label: c.usage.plays, values: of((b) => b.plays), color: PURPLE, format: f.count },
      ],
    },
  ];
}

/** The buckets' figures as charts, each also readable as a table. */
export function SalesCharts(props: {
  buckets: SalesBucketFigures[];
  formats: Formats;
  texts: SalesTexts;
}) {
  const { buckets, formats, texts } = props;
  const charts = useMemo(() => chartsOf(buckets, formats, texts), [buckets, formats, texts]);
  const starts = useMemo(() => buckets.map((bucket) => bucket.start), [buckets]);
  return (
    <div className="sales-charts">
      {charts.map((chart) => (
        <SalesChart
          key={chart.id}
          testId={`desk-sales-chart-${chart.id}`}
          title={chart.title}
          starts={starts}
          series={chart.series}
          formatDay={formats.day}
          texts={texts.charts}
        />
      ))}
    </div>
  );
}
