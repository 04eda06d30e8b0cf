import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_LINGER_MS,
  activeCount,
  DOWNLOAD_EVENT_TYPES,
  DOWNLOAD_STATUSES,
  downloadStatusLabel,
  isInProgress,
  nextDownloadStatus,
  progressOf,
  type DownloadEvent,
  type DownloadStatus,
} from './download.js';

/** Every event, the payload ones with both payloads. */
const EVENTS: DownloadEvent[] = DOWNLOAD_EVENT_TYPES.flatMap((type): DownloadEvent[] =>
  type === 'fetched' || type === 'found'
    ? [
        { type, compressed: true },
        { type, compressed: false },
      ]
    : [{ type }],
);

const label = (event: DownloadEvent) =>
  'compressed' in event
    ? `${event.type}(${event.compressed ? 'compressed' : 'plain'})`
    : event.type;

/** spec 2 §4, restated one transition at a time (`from --event`: to); any other pair is refused. */
const ALLOWED: Record<string, DownloadStatus> = {
  'none --start': 'preparing_to_downloading',
  'ready_to_resume_download --start': 'preparing_to_downloading',
  'preparing_to_downloading --fetching': 'downloading',
  'preparing_to_downloading --pause': 'ready_to_resume_download',
  'downloading --pause': 'ready_to_resume_download',
  'preparing_to_downloading --fail': 'ready_to_resume_download',
  'downloading --fail': 'ready_to_resume_download',
  'updating --fail': 'ready_to_update',
  'decompressing --fail': 'ready_to_decompress',
  'preparing_to_launch --fail': 'ready_to_play',
  'downloading --fetched(compressed)': 'decompressing',
  'downloading --fetched(plain)': 'ready_to_play',
  'updating --fetched(compressed)': 'decompressing',
  'updating --fetched(plain)': 'ready_to_play',
  'ready_to_decompress --decompress': 'decompressing',
  'decompressing --decompressed': 'ready_to_play',
  'ready_to_play --outdated': 'ready_to_update',
  'ready_to_update --update': 'updating',
  'ready_to_play --launch': 'preparing_to_launch',
  'preparing_to_launch --launched': 'ready_to_play',
  'none --found(compressed)': 'ready_to_decompress',
  'none --found(plain)': 'ready_to_play',
  'ready_to_play --damaged': 'ready_to_resume_download',
  'ready_to_update --damaged': 'ready_to_resume_download',
  'preparing_to_launch --damaged': 'ready_to_resume_download',
  'decompressing --damaged': 'ready_to_resume_download',
};

describe('the download state machine (spec 2 §4)', () => {
  const froms: (DownloadStatus | null)[] = [null, ...DOWNLOAD_STATUSES];
  const pairs = froms.flatMap((from) => EVENTS.map((event) => [from, event] as const));

  it.each(pairs.map(([from, event]) => [from ?? 'none', label(event), from, event] as const))(
    '%s --%s',
    (fromName, eventName, from, event) => {
      expect(nextDownloadStatus(from, event)).toBe(ALLOWED[`${fromName} --${eventName}`] ?? null);
    },
  );

  it('allows exactly the transitions of the spec', () => {
    const allowed = pairs.filter(([from, event]) => nextDownloadStatus(from, event) !== null);
    expect(allowed.map(([from, event]) => `${from ?? 'none'} --${label(event)}`).sort()).toEqual(
      Object.keys(ALLOWED).sort(),
    );
  });

  it('only ever reaches the statuses of the spec, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 80 }), (events) => {
        let status: DownloadStatus | null = null;
        for (const event of events) {
          const next = nextDownloadStatus(status, event);
          if (next === null) continue;
          expect(DOWNLOAD_STATUSES).toContain(next);
          status = next;
        }
      }),
    );
  });

  it('can always get back to playable from any reachable status', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 40 }), (events) => {
        let status: DownloadStatus | null = null;
        for (const event of events) status = nextDownloadStatus(status, event) ?? status;
        // A short, fixed recovery path: whatever the failure, these events lead to ready_to_play.
        const recovery: DownloadEvent[] = [
          { type: 'start' },
          { type: 'fetching' },
          { type: 'update' },
          { type: 'decompress' },
          { type: 'fetched', compressed: false },
          { type: 'decompressed' },
          { type: 'launched' },
          { type: 'found', compressed: false },
        ];
        for (const event of recovery) status = nextDownloadStatus(status, event) ?? status;
        expect(status).toBe('ready_to_play');
      }),
    );
  });

  it('counts preparing, downloading, updating and decompressing as in progress', () => {
    expect(DOWNLOAD_STATUSES.filter(isInProgress)).toEqual([
      'preparing_to_downloading',
      'downloading',
      'updating',
      'decompressing',
    ]);
    expect(isInProgress(null)).toBe(false);
  });

  it('labels update available and paused (spec 2 §2)', () => {
    expect(downloadStatusLabel('ready_to_update')).toBe('updateAvailable');
    expect(downloadStatusLabel('ready_to_resume_download')).toBe('paused');
    expect(downloadStatusLabel('ready_to_play')).toBeNull();
    expect(downloadStatusLabel(null)).toBeNull();
  });
});

describe('download progress (spec 2 §4, §5)', () => {
  it('is a percent of the total, to one decimal rounded down, clamped to 0..100', () => {
    expect(progressOf(512, 1024)).toEqual({
      totalBytesReceived: 512,
      totalContentSize: 1024,
      percent: 50,
    });
    expect(progressOf(1, 3).percent).toBe(33.3);
    expect(progressOf(999_999, 1_000_000).percent).toBe(99.9);
    expect(progressOf(2048, 1024).percent).toBe(100);
    expect(progressOf(-5, 1024)).toEqual({
      totalBytesReceived: 0,
      totalContentSize: 1024,
      percent: 0,
    });
  });

  it('is 0 % when the total is unknown', () => {
    expect(progressOf(500, 0).percent).toBe(0);
  });

  it('stays within 0..100 whatever is counted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (received, total) => {
          const { percent } = progressOf(received, total);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('the active downloads count (spec 2 §4)', () => {
  const now = 1_000_000;

  it('counts downloads under way', () => {
    const entries = DOWNLOAD_STATUSES.map((status) => ({ status, completedAt: null }));
    expect(activeCount(entries, now)).toBe(4);
  });

  it('keeps a completed download for 10 s, then lets it go', () => {
    const done = (completedAt: number) => [{ status: 'ready_to_play' as const, completedAt }];
    expect(ACTIVE_LINGER_MS).toBe(10_000);
    expect(activeCount(done(now), now)).toBe(1);
    expect(activeCount(done(now - ACTIVE_LINGER_MS + 1), now)).toBe(1);
    expect(activeCount(done(now - ACTIVE_LINGER_MS), now)).toBe(0);
    expect(activeCount([{ status: 'ready_to_resume_download', completedAt: null }], now)).toBe(0);
  });
});
