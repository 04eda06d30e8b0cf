/**
 * The clock every module reads (`now` in composition/foundation.ts). With the development tools
 * it can be moved forward (POST /api/dev/clock/advance, `npm run cli -w apps/server -- clock
 * --days 30`), so a developer or a test sees a trial convert or a renewal fall due without
 * waiting for it.
 */
export type OffsetClock = {
  now: () => Date;
  offsetMs: () => number;
  /** Moves the clock forward (never back: what happened stays in the past). */
  advance: (ms: number) => void;
};

export function createOffsetClock(base: () => Date = () => new Date()): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
  };
}
