import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropFilename } from './filename-crop.js';

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
