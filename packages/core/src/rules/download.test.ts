import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_LINGER_MS,
  activeCount,
  CONTENT_BUTTON_STATES,
  contentButtonState,
  cropFilename,
  DOWNLOAD_EVENT_TYPES,
  DOWNLOAD_STATUSES,
  downloadStatusLabel,
  isInProgress,
  LIBRARY_STATUSES,
  mayKeepOffline,
  nextDownloadStatus,
  nextLibraryStatus,
  OFFLINE_DOWNLOAD_LIMIT_DEFAULT,
  progressOf,
  shortfallGb,
  spaceNeededBytes,
  storageShortfallBytes,
  type DownloadEvent,
  type DownloadStatus,
  type LibraryStatus,
} from './download.js';

const GB = 1024 ** 3;

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

describe('the library status (spec 2 §4)', () => {
  it('goes adding → added, and back to ready on failure', () => {
    expect(nextLibraryStatus('ready_add_to_library', 'add')).toBe('adding_to_library');
    expect(nextLibraryStatus('adding_to_library', 'added')).toBe('added_to_library');
    expect(nextLibraryStatus('adding_to_library', 'failed')).toBe('ready_add_to_library');
  });

  it('refuses every other event', () => {
    const allowed = new Set([
      'ready_add_to_library add',
      'adding_to_library added',
      'adding_to_library failed',
    ]);
    for (const status of LIBRARY_STATUSES) {
      for (const event of ['add', 'added', 'failed'] as const) {
        if (allowed.has(`${status} ${event}`)) continue;
        expect(nextLibraryStatus(status, event), `${status} ${event}`).toBeNull();
      }
    }
  });
});

describe('the content button (spec 2 §4)', () => {
  const base = {
    contentId: 'a',
    isSignedIn: true,
    isDemo: false,
    inLibrary: true,
    libraryStatus: null as LibraryStatus | null,
    canDownload: true,
    download: null as DownloadStatus | null,
    playingContentId: null as string | null,
    isLoading: false,
  };

  it('shows stop session on the playing pack and a restriction notice on the others', () => {
    expect(contentButtonState({ ...base, playingContentId: 'a' })).toBe('playing');
    expect(contentButtonState({ ...base, playingContentId: 'b' })).toBe('playing_other');
    expect(contentButtonState({ ...base, playingContentId: 'b', isSignedIn: false })).toBe(
      'playing_other',
    );
  });

  it('shows loading while the pack loads', () => {
    expect(contentButtonState({ ...base, isLoading: true, download: 'ready_to_play' })).toBe(
      'loading',
    );
  });

  it('offers guests the demo to add, and launch in VR for the rest', () => {
    const guest = { ...base, isSignedIn: false, inLibrary: false };
    expect(contentButtonState({ ...guest, isDemo: true })).toBe('ready_add_to_library');
    expect(contentButtonState(guest)).toBe('launch_in_vr');
  });

  it('follows the add-to-library flow', () => {
    const outside = { ...base, inLibrary: false };
    expect(contentButtonState(outside)).toBe('ready_add_to_library');
    expect(contentButtonState({ ...outside, libraryStatus: 'ready_add_to_library' })).toBe(
      'ready_add_to_library',
    );
    expect(contentButtonState({ ...outside, libraryStatus: 'adding_to_library' })).toBe(
      'adding_to_library',
    );
    expect(contentButtonState({ ...base, libraryStatus: 'added_to_library' })).toBe(
      'added_to_library',
    );
  });

  it('launches in VR once in the library where files cannot be kept', () => {
    expect(contentButtonState({ ...base, canDownload: false, download: 'ready_to_play' })).toBe(
      'launch_in_vr',
    );
  });

  it('maps each download status to its button', () => {
    const expected: Record<DownloadStatus, string> = {
      preparing_to_downloading: 'loading',
      downloading: 'progress',
      updating: 'progress',
      decompressing: 'progress',
      ready_to_play: 'ready_to_play',
      preparing_to_launch: 'preparing_to_launch',
      ready_to_update: 'ready_to_update',
      ready_to_resume_download: 'ready_to_resume_download',
      ready_to_decompress: 'ready_to_decompress',
    };
    expect(contentButtonState(base)).toBe('ready_to_download');
    for (const download of DOWNLOAD_STATUSES) {
      expect(contentButtonState({ ...base, download }), download).toBe(expected[download]);
    }
  });

  it('only ever answers a state of the spec', () => {
    fc.assert(
      fc.property(
        fc.record({
          contentId: fc.constantFrom('a', 'b'),
          isSignedIn: fc.boolean(),
          isDemo: fc.boolean(),
          inLibrary: fc.boolean(),
          libraryStatus: fc.constantFrom(null, ...LIBRARY_STATUSES),
          canDownload: fc.boolean(),
          download: fc.constantFrom(null, ...DOWNLOAD_STATUSES),
          playingContentId: fc.constantFrom(null, 'a', 'b'),
          isLoading: fc.boolean(),
        }),
        (input) => {
          expect(CONTENT_BUTTON_STATES).toContain(contentButtonState(input));
        },
      ),
    );
  });
});

describe('storage (spec 2 §5, §8)', () => {
  it('needs what is still to fetch plus the uncompressed size of compressed parts', () => {
    expect(
      spaceNeededBytes([
        { bytesToFetch: 100, uncompressedSizeInBytes: 300 },
        { bytesToFetch: 50, uncompressedSizeInBytes: null },
      ]),
    ).toBe(450);
    expect(spaceNeededBytes([])).toBe(0);
  });

  it('is short by what does not fit in the free space', () => {
    expect(storageShortfallBytes({ quota: 10 * GB, usage: 4 * GB }, 8 * GB)).toBe(2 * GB);
    expect(storageShortfallBytes({ quota: 10 * GB, usage: 4 * GB }, 6 * GB)).toBe(0);
    expect(storageShortfallBytes({ quota: 10 * GB, usage: 12 * GB }, 1)).toBe(1);
  });

  it('gives the shortfall in GB rounded up to one decimal, at least 0.1', () => {
    expect(shortfallGb(2 * GB)).toBe('2');
    expect(shortfallGb(1.5 * GB)).toBe('1.5');
    expect(shortfallGb(1.5 * GB + 1)).toBe('1.6');
    expect(shortfallGb(Math.floor(0.7 * GB))).toBe('0.7');
    expect(shortfallGb(Math.floor(0.7 * GB) + 1)).toBe('0.8');
    expect(shortfallGb(1)).toBe('0.1');
    expect(shortfallGb(0)).toBe('0.1');
  });

  it('never asks for less than is missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 45 }), (bytes) => {
        const gb = Number(shortfallGb(bytes));
        expect(gb * GB).toBeGreaterThanOrEqual(bytes);
        expect(gb * GB - bytes).toBeLessThan(0.1 * GB);
      }),
    );
  });
});

describe('the offline limit (spec 2 §6, §9)', () => {
  it('keeps one pack per viewer by default', () => {
    expect(OFFLINE_DOWNLOAD_LIMIT_DEFAULT).toBe(1);
    expect(mayKeepOffline('a', [], OFFLINE_DOWNLOAD_LIMIT_DEFAULT)).toBe(true);
    expect(mayKeepOffline('b', ['a'], OFFLINE_DOWNLOAD_LIMIT_DEFAULT)).toBe(false);
  });

  it('always allows a pack already on the device or under way', () => {
    expect(mayKeepOffline('a', ['a'], 1)).toBe(true);
    expect(mayKeepOffline('a', ['a', 'b', 'c'], 1)).toBe(true);
    expect(mayKeepOffline('a', ['b'], 0)).toBe(false);
  });

  it('follows a higher limit from the setting', () => {
    expect(mayKeepOffline('c', ['a', 'b'], 3)).toBe(true);
    expect(mayKeepOffline('c', ['a', 'b'], 2)).toBe(false);
    expect(mayKeepOffline('c', ['a', 'a'], 2)).toBe(true);
  });
});

describe('cropFilename (spec 2 §9: 20 characters)', () => {
  it('keeps a short name whole', () => {
    expect(cropFilename('beach.mp4')).toBe('beach.mp4');
    expect(cropFilename('a'.repeat(16) + '.mp4')).toBe('a'.repeat(16) + '.mp4');
  });

  it('crops to 20 characters with an ellipsis, keeping the extension', () => {
    const cropped = cropFilename('a-very-long-scene-name-in-the-alps.mp4');
    expect(cropped).toBe('a-very-long-sce….mp4');
    expect(Array.from(cropped)).toHaveLength(20);
  });

  it('crops without an extension, or one that would not fit', () => {
    expect(cropFilename('no extension in this long name')).toBe('no extension in thi…');
    expect(cropFilename('scene.mp4', 5)).toBe('scen…');
    expect(cropFilename('a.mp4', 5)).toBe('a.mp4');
  });

  it('takes another limit', () => {
    expect(cropFilename('landscape.jpeg', 10)).toBe('land….jpeg');
  });

  it('never cuts an emoji in half', () => {
    expect(cropFilename('🌄'.repeat(25))).toBe('🌄'.repeat(19) + '…');
  });

  it('is never longer than the limit and keeps a name that fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (name, limit) => {
        const cropped = cropFilename(name, limit);
        expect(Array.from(cropped).length).toBeLessThanOrEqual(limit);
        if (Array.from(name).length <= limit) expect(cropped).toBe(name);
      }),
    );
  });
});
