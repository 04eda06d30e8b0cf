/** What tells a device that turns the view when it is moved (a phone or a tablet) from a computer. */
export type MotionSignals = {
  /** The browser reports the device's orientation (`DeviceOrientationEvent`). */
  hasOrientationEvents: boolean;
  /** The main pointer is a finger on a touch screen (`(pointer: coarse)`). */
  isTouchPrimary: boolean;
  maxTouchPoints: number;
};

/**
 * Whether the 2D viewer offers "Look around by moving your phone": only on a phone or a tablet
 * whose browser reports its orientation. A computer's browser has the same API without a sensor
 * behind it (and nobody turns a monitor to look around), so there it is not offered; a touch
 * screen laptop's main pointer is still its mouse or touchpad.
 */
export function canLookAroundByMotion(signals: MotionSignals): boolean {
  return signals.hasOrientationEvents && signals.isTouchPrimary && signals.maxTouchPoints > 0;
}

/** canLookAroundByMotion() for this browser. */
export function thisDeviceCanLookAroundByMotion(): boolean {
  if (typeof window === 'undefined') return false;
  return canLookAroundByMotion({
    hasOrientationEvents: 'DeviceOrientationEvent' in window,
    isTouchPrimary: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}
