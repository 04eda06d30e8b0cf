import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, readableTextColour } from './colour.js';

describe('parseHexColour', () => {
  it('reads #rgb and #rrggbb in either case', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('#10231C')).toEqual([16, 35, 28]);
    expect(parseHexColour(' #0b0d12 ')).toEqual([11, 13, 18]);
  });

  it('refuses anything else', () => {
    expect(parseHexColour('white')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(parseHexColour('rgb(0 0 0)')).toBeNull();
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5AA9F2', '#5AA9F2')).toBe(1);
  });

  it('matches a known pair', () => {
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('is null when a colour cannot be read', () => {
    expect(contrastRatio('red', '#FFFFFF')).toBeNull();
  });
});

describe('readableTextColour', () => {
  it('keeps a colour that reads well', () => {
    expect(readableTextColour('#F4F1E8', '#10231C')).toBe('#F4F1E8');
    expect(readableTextColour('#2B1A0E', '#F3E3C8')).toBe('#2B1A0E');
  });

  it('replaces a colour that does not with white or black, whichever contrasts more', () => {
    expect(readableTextColour('#1A3A5C', '#0B0D12')).toBe('#FFFFFF');
    expect(readableTextColour('#FFFFFF', '#F3E3C8')).toBe('#000000');
    expect(readableTextColour('nonsense', '#0B0D12')).toBe('#FFFFFF');
  });

  it('leaves the colour alone when the background cannot be read', () => {
    expect(readableTextColour('#123456', 'transparent')).toBe('#123456');
  });
});
