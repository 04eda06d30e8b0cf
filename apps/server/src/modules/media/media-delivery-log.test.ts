import { describe, expect, it } from 'vitest';
import { createMediaRequestLog } from './media-delivery-log.service.js';

const entry = (n: number) => ({
  key: `demo/media/${n}.mp4`,
  holder: null,
  range: null,
  status: 200,
  bytesSent: n,
});

describe('the media request log', () => {
  it('keeps the last entries up to its capacity, oldest first', () => {
    const log = createMediaRequestLog({ capacity: 3, now: () => new Date(0) });
    for (const n of [1, 2]) log.record(entry(n));
    expect(log.list().map((e) => e.bytesSent)).toEqual([1, 2]);
    for (const n of [3, 4, 5]) log.record(entry(n));
    expect(log.list().map((e) => e.bytesSent)).toEqual([3, 4, 5]);
    expect(log.list('/4.').map((e) => e.bytesSent)).toEqual([4]);
    expect(log.list()[0]?.at).toBe('1970-01-01T00:00:00.000Z');
  });

  it('starts again empty once cleared', () => {
    const log = createMediaRequestLog({ capacity: 2, now: () => new Date(0) });
    for (const n of [1, 2, 3]) log.record(entry(n));
    log.clear();
    expect(log.list()).toEqual([]);
    log.record(entry(4));
    expect(log.list().map((e) => e.bytesSent)).toEqual([4]);
  });

  it('does not write a request started before a clear that finishes after it', () => {
    const log = createMediaRequestLog({ capacity: 4, now: () => new Date(0) });
    const startedBefore = log.generation;
    log.clear();
    log.record(entry(1), startedBefore);
    log.record(entry(2), log.generation);
    expect(log.list().map((e) => e.bytesSent)).toEqual([2]);
  });
});
