import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { loadUPlot } from './uplot-loader';

export type ChartSeries = {
  label: string;
  values: number[];
  color: string;
  format: (value: number) => string;
};

const HEIGHT = 220;

function optionsOf(
  UPlot: typeof uPlot,
  width: number,
  series: ChartSeries[],
  formatDay: (iso: string) => string,
): uPlot.Options {
  const format = series[0]?.format ?? String;
  return {
    width,
    height: HEIGHT,
    // Buckets are UTC days: drawn in UTC whatever the operator's own zone.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    series: [
      { value: (_plot, seconds) => formatDay(new Date(seconds * 1000).toISOString().slice(0, 10)) },
      ...series.map((entry) => ({
        label: entry.label,
        stroke: entry.color,
        width: 2,
        value: (_plot: uPlot, value: number | null) => (value === null ? '' : entry.format(value)),
      })),
    ],
    axes: [
      { stroke: '#c8cdd8', grid: { stroke: '#2c3345' } },
      {
        stroke: '#c8cdd8',
        grid: { stroke: '#2c3345' },
        size: 72,
        values: (_plot, ticks) => ticks.map((tick) => format(tick)),
      },
    ],
  };
}

/** The chart's figures as a table: what a screen reader reads, and a keyboard reaches. */
function ChartTable(props: {
  title: string;
  starts: string[];
  series: ChartSeries[];
  formatDay: (iso: string) => string;
  bucketStart: string;
}) {
  const { title, starts, series, formatDay, bucketStart } = props;
  return (
    <table className="desk-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{bucketStart}</th>
          {series.map((entry) => (
            <th key={entry.label} scope="col" className="desk-number">
              {entry.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {starts.map((start, index) => (
          <tr key={start}>
            <th scope="row">{formatDay(start)}</th>
            {series.map((entry) => (
              <td key={entry.label} className="desk-number">
                {entry.format(entry.values[index] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A chart of the buckets drawn with uPlot (loaded on first use), and the same figures as a table:
 * the table is what a screen reader reads (visually hidden until "Show as table"), the canvas is
 * hidden from it.
 */
export function SalesChart(props: {
  title: string;
  starts: string[];
  series: ChartSeries[];
  formatDay: (iso: string) => string;
  texts: { showTable: string; hideTable: string; bucketStart: string };
  testId: string;
}) {
  const { title, starts, series, formatDay, texts, testId } = props;
  const [isTableShown, setTableShown] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const tableId = useId();

  useEffect(() => {
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let isCancelled = false;
    const draw = loadUPlot().then((UPlot) => {
      const element = holder.current;
      if (isCancelled || !element) return;
      const data: uPlot.AlignedData = [
        starts.map((start) => Date.parse(`${start}T00:00:00Z`) / 1000),
        ...series.map((entry) => entry.values),
      ];
      plot = new UPlot(optionsOf(UPlot, element.clientWidth, series, formatDay), data, element);
      observer = new ResizeObserver(() => {
        plot?.setSize({ width: element.clientWidth, height: HEIGHT });
      });
      observer.observe(element);
    });
    // Without the chart (its chunk not fetched, no canvas) the table still shows every figure.
    draw.catch(() => undefined);
    return () => {
      isCancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [starts, series, formatDay]);

  return (
    <figure className="sales-chart" data-testid={testId}>
      <figcaption className="sales-chart-head">
        <h3>{title}</h3>
        <button
          type="button"
          className="desk-button"
          aria-expanded={isTableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {isTableShown ? texts.hideTable : texts.showTable}
        </button>
      </figcaption>
      <div ref={holder} className="sales-chart-canvas" aria-hidden="true" />
      <div id={tableId} className={isTableShown ? 'sales-chart-table' : 'visually-hidden'}>
        <ChartTable
          title={title}
          starts={starts}
          series={series}
          formatDay={formatDay}
          bucketStart={texts.bucketStart}
        />
      </div>
    </figure>
  );
}
