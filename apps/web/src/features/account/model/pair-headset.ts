import { OTP_CODE_ALPHABET, OTP_CODE_LENGTH } from '@parallax/core/contracts/devices';
import type { Platform } from '@parallax/core/platform';

/** spec 2 §4 pair headset: idle, loading, error, success (and declined, after "not mine"). */
export type PairState =
  | { status: 'idle'; code: string }
  | { status: 'loading'; code: string }
  | { status: 'error'; code: string; error: PairError }
  | { status: 'success'; code: string; device: Platform }
  | { status: 'declined'; code: string };

export type PairError = 'wrong' | 'expired' | 'tooMany' | 'network';

export type PairEvent =
  | { type: 'changed'; code: string }
  | { type: 'submitted' }
  | { type: 'failed'; error: PairError }
  | { type: 'paired'; device: Platform }
  | { type: 'declined' }
  | { type: 'reset' };

export const initialPairState = (code = ''): PairState => ({
  status: 'idle',
  code: normalizePairCode(code),
});

/**
 * spec 2 §5: exactly 6 characters, uppercase (entry is case-insensitive). Only letters a code can
 * hold are kept: 0, O, 1 and I are never in one.
 */
export function normalizePairCode(raw: string): string {
  return [...raw.toUpperCase()]
    .filter((character) => OTP_CODE_ALPHABET.includes(character))
    .join('')
    .slice(0, OTP_CODE_LENGTH);
}

export const isCompletePairCode = (code: string): boolean => code.length === OTP_CODE_LENGTH;

/** The error message clears when the input changes (spec 2 §2). */
export function pairReducer(state: PairState, event: PairEvent): PairState {
  switch (event.type) {
    case 'changed':
      if (state.status === 'loading' || state.status === 'success') return state;
      return { status: 'idle', code: normalizePairCode(event.code) };
    case 'submitted':
      if (state.status === 'loading' || !isCompletePairCode(state.code)) return state;
      return { status: 'loading', code: state.code };
    case 'failed':
      return state.status === 'loading'
        ? { status: 'error', code: state.code, error: event.error }
        : state;
    case 'paired':
      return state.status === 'loading'
        ? { status: 'success', code: state.code, device: event.device }
        : state;
    case 'declined':
      return state.status === 'success' ? { status: 'declined', code: state.code } : state;
    case 'reset':
      return initialPairState();
  }
}

/** The page's text for a refused code, by the server's errorType. */
export function pairErrorOf(errorType: string | null): PairError {
  switch (errorType) {
    case 'TokenExpiration':
      return 'expired';
    case 'TokenChecksAttempts':
      return 'tooMany';
    case 'InvalidTokenId':
    case 'TokenValidation':
    case 'ValidationError':
      return 'wrong';
    default:
      return 'network';
  }
}
