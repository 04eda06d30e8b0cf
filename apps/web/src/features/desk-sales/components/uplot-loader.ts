import type uPlot from 'uplot';

let loading: Promise<typeof uPlot> | null = null;

/**
 * uPlot and its style sheet, fetched the first time a sales chart draws: they stay in the sales
 * area's chunks, out of the store's and the rest of the desk's.
 */
export function loadUPlot(): Promise<typeof uPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );
  return loading;
}
