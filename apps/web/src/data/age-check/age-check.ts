import { AgeCheckResult } from '@parallax/core/contracts/age-check';
import { isAgeCheckFresh } from '@parallax/core/rules/age-gate';
import { useSyncExternalStore } from 'react';
import { profileEndpoints } from '@parallax/core/endpoints/profile';
import { callEndpoint } from '@/lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * The age-check result (spec 1 §3): whether a visitor from where this one is must verify their
 * age. Asked once and kept in localStorage for 3 days (spec 2 §9); shared by every tab.
 */
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

// Every component reading the policy asks on each render: parse each stored text once.
let parsedRaw: { raw: string; result: AgeCheckResult | null } | null = null;

function parseResult(raw: string): AgeCheckResult | null {
  try {
    const parsed = AgeCheckResult.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readStoredResult(now: number): AgeCheckResult | null {
  const raw = readStorage(STORAGE_KEYS.ageCheck);
  if (!raw) return null;
  if (parsedRaw?.raw !== raw) parsedRaw = { raw, result: parseResult(raw) };
  const { result } = parsedRaw;
  return result && isAgeCheckFresh(result, now) ? result : null;
}

/** Asks the server unless a fresh result is stored; a failure leaves the visitor unanswered. */
export function loadAgeCheck(): Promise<void> {
  if (readStoredResult(Date.now())) return Promise.resolve();
  inFlight ??= callEndpoint(profileEndpoints.ageCheck, { prefix: 'store' })
    .then((result) => {
      writeStorage(STORAGE_KEYS.ageCheck, JSON.stringify(result));
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => console.warn('Age check failed; staying in safe mode', error))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The stored answer's shouldVerify; null while there is no fresh answer. */
function getShouldVerify(): boolean | null {
  return readStoredResult(Date.now())?.shouldVerify ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this visitor must verify their age; until the server has answered, they must (the
 * cautious default keeps them in safe mode).
 */
export function useShouldVerifyAge(): boolean {
  return useSyncExternalStore(subscribe, getShouldVerify, () => null) ?? true;
}
