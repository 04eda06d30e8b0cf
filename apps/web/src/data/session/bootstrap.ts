/**
 * spec 1 §4 app bootstrap: initial → bootstrapping → bootstrapped, or stopped as outdated or
 * offline. Offline has an updating substatus while a retry runs.
 */
export type BootstrapStatus = 'initial' | 'bootstrapping' | 'bootstrapped' | 'outdated' | 'offline';

export type BootstrapState = { status: BootstrapStatus; isUpdating: boolean };

export const initialBootstrapState: BootstrapState = { status: 'initial', isUpdating: false };

export type BootstrapAction =
  { type: 'started' } | { type: 'finished' } | { type: 'outdated' } | { type: 'offline' };

export function bootstrapReducer(state: BootstrapState, action: BootstrapAction): BootstrapState {
  switch (action.type) {
    case 'started':
      // A retry from offline keeps showing offline, marked as updating.
      if (state.status === 'offline') return { ...state, isUpdating: true };
      // Already under way (the app's first render starts as bootstrapping): nothing changes.
      return state.status === 'bootstrapping'
        ? state
        : { status: 'bootstrapping', isUpdating: false };
    case 'finished':
      return { status: 'bootstrapped', isUpdating: false };
    case 'outdated':
      return { status: 'outdated', isUpdating: false };
    case 'offline':
      return { status: 'offline', isUpdating: false };
  }
}

/** spec 1 §4: bootstrap ends with a 500 ms delay. */
export const BOOTSTRAP_FINAL_DELAY_MS = 500;
