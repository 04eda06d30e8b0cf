import { describe, expect, it } from 'vitest';
import { canLookAroundByMotion } from './motion-support';

describe('canLookAroundByMotion (the 2D viewer on a phone, not on a computer)', () => {
  const phone = { hasOrientationEvents: true, isTouchPrimary: true, maxTouchPoints: 5 };

  it('is offered on a phone or tablet that reports its orientation', () => {
    expect(canLookAroundByMotion(phone)).toBe(true);
  });

  it('is not offered on a computer, whose browser has the API but no sensor', () => {
    expect(canLookAroundByMotion({ ...phone, isTouchPrimary: false, maxTouchPoints: 0 })).toBe(
      false,
    );
    // A touch screen laptop: its main pointer is the touchpad.
    expect(canLookAroundByMotion({ ...phone, isTouchPrimary: false, maxTouchPoints: 10 })).toBe(
      false,
    );
  });

  it('is not offered where the browser reports no orientation', () => {
    expect(canLookAroundByMotion({ ...phone, hasOrientationEvents: false })).toBe(false);
  });
});
