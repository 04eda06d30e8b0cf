/**
 * The age gate and safe mode (spec 1 §2 "Age gate and banners", §6; spec 2 §4 "Age gate", §6).
 * Pure rules shared by the server (who must verify) and the web app (who sees what).
 */

/**
 * spec 1 §2: the gate never shows on the result routes of sign-in, payment and headset pairing,
 * where a visitor lands back from another site or device mid-flow, nor on user confirm, where
 * a buyer's e-mailed link sets the password of the account their payment made (on whatever
 * device opens the e-mail). The one list of them.
 */
export const AGE_GATE_EXEMPT_PATHS = [
  '/auth-result',
  '/social-return',
  '/payment-result',
  '/pair-headset',
  '/user-confirm',
] as const;

export function isAgeGateExemptPath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (AGE_GATE_EXEMPT_PATHS as readonly string[]).includes(normalized.toLowerCase());
}

export type AgeGateVisitor = {
  /** Signed out (a visitor whose auth status is still unknown is not a guest yet). */
  isGuest: boolean;
  hasAcceptedRestrictedContent: boolean;
  path: string;
  isBot: boolean;
  isNoAgeMode: boolean;
};

/**
 * spec 1 §2: guests see the age-check modal unless restricted content is already accepted, they
 * are on a result route, they are a bot, or no-age mode is on.
 */
export function shouldShowAgeGate(visitor: AgeGateVisitor): boolean {
  return (
    visitor.isGuest &&
    !visitor.hasAcceptedRestrictedContent &&
    !isAgeGateExemptPath(visitor.path) &&
    !visitor.isBot &&
    !visitor.isNoAgeMode
  );
}

/** spec 1 §2 query parameters: `no-age`, read and removed; the mode lasts for the session. */
export const NO_AGE_PARAM = 'no-age';

/**
 * `no-age=0` turns no-age mode on, any other value turns it off; null when the parameter is
 * absent (the stored mode stays as it is).
 */
export function noAgeModeFromParam(value: string | null): boolean | null {
  if (value === null) return null;
  return value === '0';
}

/** spec 2 §9: the age-check result is kept for 3 days. */
export const AGE_CHECK_CACHE_MS = 3 * 24 * 60 * 60 * 1000;

/** A stored age-check result answers for 3 days from when the server gave it. */
export function isAgeCheckFresh(result: { timestamp: string }, now: number): boolean {
  const at = Date.parse(result.timestamp);
  return Number.isFinite(at) && now - at < AGE_CHECK_CACHE_MS && at - now < AGE_CHECK_CACHE_MS;
}

/**
 * Where age verification is required, as configured on the server: `*` (everyone), or country
 * codes (`GB`) and country-region codes (`US-TX`). Parsed from a comma-separated list; an empty
 * list requires it nowhere.
 */
export function parseVerificationRegions(list: string): string[] | null {
  const entries = list
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '');
  const isValid = entries.every((entry) => /^(\*|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/.test(entry));
  return isValid ? entries : null;
}

/**
 * Whether a visitor from this country and region must verify their age. A visitor whose country
 * is unknown must, unless the list is empty: without a trusted answer, the cautious one.
 */
export function shouldVerifyAge(
  regions: readonly string[],
  countryCode: string | null,
  region: string | null,
): boolean {
  if (regions.includes('*')) return true;
  if (regions.length === 0) return false;
  if (countryCode === null) return true;
  const country = countryCode.toUpperCase();
  return regions.some(
    (entry) =>
      entry === country || (region !== null && entry === `${country}-${region.toUpperCase()}`),
  );
}

export type ContentPolicyInputs = {
  isBot: boolean;
  /** Signed out, or not known yet to be signed in. */
  isGuest: boolean;
  isAgeVerified: boolean;
  /** From the age-check result; true while it is unknown. */
  shouldVerify: boolean;
  /** The signed-in user's stored acceptance, or the guest's on this device. */
  hasAcceptedRestrictedContent: boolean;
  isNoAgeMode: boolean;
};

/**
 * spec 1 §6, spec 2 §1: a visitor who is not age-verified browses in safe-for-work mode where
 * verification applies; bots never do.
 */
export function isSafeMode(inputs: ContentPolicyInputs): boolean {
  return !inputs.isBot && !inputs.isAgeVerified && inputs.shouldVerify;
}

/**
 * spec 1 §6, spec 2 §6: video preload and autoplay are off for bots, and for guests who have
 * neither accepted restricted content nor turned on no-age mode. A signed-in user is not a guest
 * (and never sees the age gate that would ask).
 */
export function canAutoplayVideo(inputs: ContentPolicyInputs): boolean {
  return (
    !inputs.isBot && (!inputs.isGuest || inputs.hasAcceptedRestrictedContent || inputs.isNoAgeMode)
  );
}
