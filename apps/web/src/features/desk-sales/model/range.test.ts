import { describe, expect, it } from 'vitest';
import { presetRange, rangeOf } from './range';

const NOW = new Date('2026-12-05T23:30:00Z');

describe('the sales range', () => {
  it('offers the last 30 days and this year as UTC days, both ends counted', () => {
    expect(presetRange('last30', NOW)).toEqual({ from: '2026-11-06', to: '2026-12-05' });
    expect(presetRange('thisYear', NOW)).toEqual({ from: '2026-01-01', to: '2026-12-05' });
  });

  it('reads the address, and falls back to the last 30 days by day', () => {
    expect(rangeOf(new URLSearchParams('from=2026-03-01&to=2026-04-30&bucket=week'), NOW)).toEqual({
      query: { from: '2026-03-01', to: '2026-04-30', bucket: 'week' },
      isValid: true,
    });
    expect(rangeOf(new URLSearchParams('area=sales&bucket=year'), NOW)).toEqual({
      query: { from: '2026-11-06', to: '2026-12-05', bucket: 'day' },
      isValid: true,
    });
  });

  it('reports a range the server would refuse instead of asking for it', () => {
    for (const search of [
      'from=2026-05-01&to=2026-04-30',
      'from=2020-01-01&to=2026-12-31',
      'from=2026-02-30',
    ]) {
      expect(rangeOf(new URLSearchParams(search), NOW).isValid, search).toBe(false);
    }
  });
});
