import type { Platform } from '@parallax/core/platform';
import {
  readSessionStorage,
  readStorage,
  SESSION_KEYS,
  STORAGE_KEYS,
  writeSessionStorage,
  writeStorage,
} from './storage';

/**
 * The variants of the one build (spec 1 §1): the website; the viewer (the app embedded in a
 * headset or desktop viewer: payments unsupported, web-only texts in guides); the desktop app (the
 * app installed on a computer); the headset app (quest3: the app in a Quest or Pico browser); and
 * the Android package sideloaded on a headset (a quest3 client with in-app updates).
 */
export const VARIANTS = ['web', 'viewer', 'desktop', 'quest3', 'android'] as const;
export type VariantName = (typeof VARIANTS)[number];

export type Variant = {
  name: VariantName;
  /** The platform id sent as clientType and shown by its label (spec 2 §9: web, desktop app, quest3). */
  platform: Platform;
  /** spec 1 §6: payment is unsupported when embedded in the viewer. */
  isEmbedded: boolean;
  /** The sideloaded Android package, which updates itself (spec 2 §2 Android in-app update). */
  isAndroidPackage: boolean;
  /** Runs on a headset: logging in shows a code to pair rather than a password form. */
  isHeadset: boolean;
};

const PLATFORM_OF: Record<Exclude<VariantName, 'viewer'>, Platform> = {
  web: 'web_app',
  desktop: 'desktop_app',
  quest3: 'quest3',
  android: 'quest3',
};

/** The browsers of standalone VR headsets: Meta Quest (Meta Quest Browser) and Pico. */
export function isHeadsetBrowser(userAgent: string): boolean {
  return /OculusBrowser|\bQuest\b|Pico/i.test(userAgent);
}

/** Phones and tablets: the app installed there is still the website's, not the desktop app. */
const isMobileBrowser = (userAgent: string): boolean =>
  /Android|iPhone|iPad|Mobile/i.test(userAgent);

/**
 * spec 1 §6: payment is unsupported when the app is embedded in the viewer. The viewer here is
 * this web app installed on a headset (spec/README: the headset client is the installed app),
 * where the headset store's rules keep purchases on the website: a headset browser running the
 * app standalone. A viewer may also show the store inside a frame of its own; the website forbids
 * being framed by anyone else (CSP `frame-ancestors 'none'`), so a framed app is the viewer's.
 */
export function isEmbeddedInViewer(
  userAgent: string,
  isStandalone: boolean,
  isFramed = false,
): boolean {
  return isFramed || (isStandalone && isHeadsetBrowser(userAgent));
}

export type VariantSignals = {
  /** The `variant` query parameter, or the one this tab was opened with. */
  named: string | null;
  userAgent: string;
  isStandalone: boolean;
  isFramed: boolean;
  /** WebXR immersive-vr support; null while not asked. */
  supportsImmersiveVr?: boolean | null;
  /** A touch screen (Apple Vision Pro's Safari says "Macintosh" but has one). */
  hasTouch?: boolean;
};

/**
 * A standalone headset by its capabilities: immersive VR where no computer with a tethered
 * headset runs (a touch "Macintosh": Apple Vision Pro; an Android that is not a phone).
 */
function isStandaloneXrDevice(signals: VariantSignals): boolean {
  if (signals.supportsImmersiveVr !== true) return false;
  const ua = signals.userAgent;
  return (
    (/Macintosh/.test(ua) && signals.hasTouch === true) ||
    (/Android/.test(ua) && !/Mobile/.test(ua))
  );
}

/**
 * Which variant this page runs as: an explicit `?variant=` wins (a viewer or the Android package
 * opens the app with it); otherwise the capabilities tell — a frame or the installed app on a
 * headset is the viewer, a headset's browser the quest3 client, the installed app on a computer
 * the desktop app, anything else (a phone's installed app too) the website.
 */
export function detectVariant(signals: VariantSignals): Variant {
  const named = VARIANTS.find((name) => name === signals.named);
  const embeddedHere = isEmbeddedInViewer(
    signals.userAgent,
    signals.isStandalone,
    signals.isFramed,
  );
  const name: VariantName =
    named ??
    (embeddedHere
      ? 'viewer'
      : isHeadsetBrowser(signals.userAgent) || isStandaloneXrDevice(signals)
        ? 'quest3'
        : signals.isStandalone && !isMobileBrowser(signals.userAgent)
          ? 'desktop'
          : 'web');
  const onHeadset = isHeadsetBrowser(signals.userAgent) || isStandaloneXrDevice(signals);
  const isHeadset = name === 'quest3' || name === 'android' || (name === 'viewer' && onHeadset);
  return {
    name,
    // A viewer is the headset's or the desktop app's, by the device it runs on.
    platform: name === 'viewer' ? (onHeadset ? 'quest3' : 'desktop_app') : PLATFORM_OF[name],
    isEmbedded: name === 'viewer' || (name !== 'web' && embeddedHere),
    isAndroidPackage: name === 'android',
    isHeadset,
  };
}

/** Only these may be a headset that no user agent names (see `isStandaloneXrDevice`). */
const mayBeUnnamedHeadset = (userAgent: string): boolean =>
  /Macintosh/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent));

function signalsOfThisPage(): VariantSignals | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const fromQuery = new URLSearchParams(window.location.search).get('variant');
  if (fromQuery !== null && VARIANTS.some((name) => name === fromQuery)) {
    writeSessionStorage(SESSION_KEYS.variant, fromQuery);
  }
  return {
    named: readSessionStorage(SESSION_KEYS.variant),
    userAgent: navigator.userAgent,
    isStandalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      window.matchMedia('(display-mode: window-controls-overlay)').matches,
    isFramed: window.self !== window.top,
    hasTouch: navigator.maxTouchPoints > 0,
  };
}

const WEBSITE: Variant = detectVariant({
  named: null,
  userAgent: '',
  isStandalone: false,
  isFramed: false,
});

/**
 * This page's variant, decided when the app loads and refined once by `detectXrCapability`
 * before the first render (the fields change then, never after).
 */
const signalsAtLoad = signalsOfThisPage();
export const VARIANT: Variant = { ...(signalsAtLoad ? detectVariant(signalsAtLoad) : WEBSITE) };

/**
 * The `platform` query parameter the catalog, cart, library, tags and player calls send: read when
 * a call is made, since the variant is settled (detectXrCapability) before the first render.
 */
export const platformQuery = {
  get platform() {
    return VARIANT.platform;
  },
};

const XR_QUESTION_MS = 500;

/**
 * Asks WebXR whether this device does immersive VR (an answer that takes too long counts as no),
 * and settles the variant with it: a standalone headset that a user agent does not name is found
 * this way. Called once before the first render; only browsers that may be such a headset are
 * asked (the question holds the first render back).
 */
export async function detectXrCapability(): Promise<void> {
  const signals = signalsOfThisPage();
  const xr = (
    navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }
  ).xr;
  if (!signals || signals.named !== null || !xr || !mayBeUnnamedHeadset(signals.userAgent)) return;
  const supportsImmersiveVr = await Promise.race([
    xr.isSessionSupported('immersive-vr').catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), XR_QUESTION_MS)),
  ]);
  Object.assign(VARIANT, detectVariant({ ...signals, supportsImmersiveVr }));
}

/** This build's version, checked by GET /api/bootstrap/check (spec 1 §4 outdated). */
export const APP_VERSION: string = __APP_VERSION__;

let sessionDeviceId: string | null = null;

/** spec 1 §3: the device id is a random UUID stored locally, sent as clientIdentifier. */
export function getDeviceId(): string {
  const stored = readStorage(STORAGE_KEYS.deviceId);
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  sessionDeviceId ??= crypto.randomUUID();
  writeStorage(STORAGE_KEYS.deviceId, sessionDeviceId);
  return sessionDeviceId;
}

export function isPaymentSupported(): boolean {
  return !VARIANT.isEmbedded;
}
