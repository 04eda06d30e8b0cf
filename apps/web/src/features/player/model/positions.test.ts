import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/dom';
import type { PlaybackChange, PlaybackState } from '../lib/playback';
import { localPositions, PositionSaver, SAVE_EVERY_MS } from './positions';

const PACK = '4f6f2d2a-8a43-5c1b-9d3e-1a2b3c4d5e6f';
const PICTURE = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const VIDEO = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';
const SCENES = [
  { id: PICTURE, format: { kind: 'image' } },
  { id: VIDEO, format: { kind: 'video' } },
];

type Put = {
  partId: string;
  keepalive: boolean;
  body: { positionSeconds: number; runId: string; sequence: number; contentId: string };
  answer: () => void;
  fail: () => void;
};

/** The network: every PUT is recorded and stays unanswered until the test answers it. */
let puts: Put[];
let clock: number;

beforeEach(() => {
  puts = [];
  clock = 1_000_000;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          puts.push({
            partId: url.split('/').pop() ?? '',
            keepalive: init.keepalive === true,
            body: JSON.parse(init.body as string) as Put['body'],
            answer: () => resolve(json(null, 204)),
            fail: () => reject(new TypeError('Failed to fetch')),
          });
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function saverFor(isSignedIn = true) {
  const onSaved = vi.fn();
  const saver = new PositionSaver({
    contentId: PACK,
    scenes: SCENES,
    isSignedIn,
    onSaved,
    now: () => clock,
  });
  return { saver, onSaved };
}

const at = (currentTime: number, isPlaying = true, sceneIndex = 1): PlaybackState => ({
  sceneIndex,
  isPlaying,
  currentTime,
  duration: 6,
});

/** Lets answered requests settle and the saver send what waited. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function answerAll() {
  for (let round = 0; round < 5; round++) {
    for (const put of puts) put.answer();
    await settle();
  }
}

const positionsSent = () => puts.map((put) => put.body.positionSeconds);

describe('saving the position (signed in)', () => {
  it('saves progress every 5 s, and a pause at once: pausing at 4.7 s is what is kept', async () => {
    const { saver, onSaved } = saverFor();
    const played = (seconds: number, change: PlaybackChange = 'progress') => {
      clock += 250;
      saver.report(at(seconds, change !== 'pause'), change);
    };
    played(0.2);
    await answerAll();
    for (let seconds = 0.45; seconds < 4.7; seconds += 0.25) played(seconds);
    await answerAll();
    expect(positionsSent()).toEqual([0.2]);
    played(4.7, 'pause');
    await answerAll();
    expect(positionsSent()).toEqual([0.2, 4.7]);
    expect(puts[1]).toMatchObject({
      partId: VIDEO,
      keepalive: true,
      body: { contentId: PACK, positionSeconds: 4.7 },
    });
    expect(onSaved).toHaveBeenCalledTimes(2);
    // Progress goes again 5 s after the last save, whatever it was.
    clock += SAVE_EVERY_MS - 1;
    saver.report(at(4.9), 'progress');
    expect(positionsSent()).toEqual([0.2, 4.7]);
    clock += 1;
    saver.report(at(4.9), 'progress');
    expect(positionsSent()).toEqual([0.2, 4.7, 4.9]);
  });

  it('saves a seek at once: rewound to 1.6 s after a save at 5 s, 1.6 s is kept', async () => {
    const { saver } = saverFor();
    saver.report(at(5), 'progress');
    await answerAll();
    clock += 500;
    saver.report(at(1.6), 'seek');
    saver.report(at(1.6, false), 'pause');
    await answerAll();
    // The pause at the same place sends nothing new.
    expect(positionsSent()).toEqual([5, 1.6]);
  });

  it('sends one request at a time, then only the newest of those that waited, numbered in order', async () => {
    const { saver } = saverFor();
    saver.report(at(1), 'seek');
    saver.report(at(2), 'seek');
    saver.report(at(3), 'seek');
    saver.report(at(3.5, false), 'pause');
    expect(positionsSent()).toEqual([1]);
    await answerAll();
    expect(positionsSent()).toEqual([1, 3.5]);
    const [first, second] = puts;
    expect(first?.body.runId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    expect(second?.body.runId).toBe(first?.body.runId);
    expect(second!.body.sequence).toBeGreaterThan(first!.body.sequence);
    // Another run (the next session) has a run of its own.
    saverFor().saver.report(at(2), 'pause');
    expect(puts[2]?.body.runId).not.toBe(first?.body.runId);
  });

  it('saves only videos', () => {
    const { saver } = saverFor();
    saver.report(at(12, true, 0), 'end');
    saver.report(at(12, true, 7), 'end');
    expect(puts).toEqual([]);
  });

  it('sends a position again after its request failed', async () => {
    const { saver } = saverFor();
    saver.report(at(2, false), 'pause');
    puts[0]?.fail();
    await settle();
    saver.report(at(2, false), 'pause');
    expect(positionsSent()).toEqual([2, 2]);
  });
});

describe('saving as the page is hidden or left', () => {
  const hide = (state: DocumentVisibilityState) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the current position at once, past a request still in flight', async () => {
    const { saver } = saverFor();
    let current: PlaybackState | null = at(1);
    const stop = saver.flushOnPageHide(() => current);
    saver.report(current, 'progress');
    clock += 1000;
    current = at(2);
    saver.report(current, 'progress');
    expect(positionsSent()).toEqual([1]);

    hide('visible');
    expect(positionsSent()).toEqual([1]);
    hide('hidden');
    expect(positionsSent()).toEqual([1, 2]);
    expect(puts[1]?.keepalive).toBe(true);
    expect(puts[1]!.body.sequence).toBeGreaterThan(puts[0]!.body.sequence);

    current = at(2.8);
    window.dispatchEvent(new Event('pagehide'));
    expect(positionsSent()).toEqual([1, 2, 2.8]);
    // Nothing new, nothing sent; and a save that waited was replaced, not sent late.
    window.dispatchEvent(new Event('pagehide'));
    await answerAll();
    expect(positionsSent()).toEqual([1, 2, 2.8]);

    stop();
    current = at(4);
    window.dispatchEvent(new Event('pagehide'));
    expect(positionsSent()).toEqual([1, 2, 2.8]);
  });

  it('sends a pause that was still waiting when the page goes', () => {
    const { saver } = saverFor();
    const stop = saver.flushOnPageHide(() => at(4.7, false));
    saver.report(at(1), 'progress');
    saver.report(at(4.7, false), 'pause');
    expect(positionsSent()).toEqual([1]);
    window.dispatchEvent(new Event('pagehide'));
    expect(positionsSent()).toEqual([1, 4.7]);
    stop();
  });
});

describe('a guest', () => {
  it('keeps positions in this browser, written before the page can go', async () => {
    const { saver, onSaved } = saverFor(false);
    const stop = saver.flushOnPageHide(() => at(3.2));
    saver.report(at(4.7, false), 'pause');
    expect(localPositions(PACK)).toMatchObject([
      { partId: VIDEO, contentId: PACK, positionSeconds: 4.7, durationSeconds: 6 },
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(localPositions(PACK)).toMatchObject([{ partId: VIDEO, positionSeconds: 3.2 }]);
    expect(localPositions('another-pack')).toEqual([]);
    expect(puts).toEqual([]);
    stop();
    await settle();
    expect(onSaved).toHaveBeenCalled();
  });
});
