import { describe, expect, it } from 'vitest';
import { formatDuration, totalDuration } from './duration.js';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [3, '0:03'],
    [59.6, '1:00'],
    [125, '2:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('formats %d s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('totalDuration', () => {
  it('adds the video scenes and skips photo scenes', () => {
    const part = (videoDuration: number | null) => ({ metadata: { videoDuration } });
    expect(totalDuration([part(12), part(null), part(8.5)])).toBe(20.5);
    expect(totalDuration([part(null)])).toBe(0);
  });
});
