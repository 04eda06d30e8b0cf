import { describe, expect, it } from 'vitest';
import { bootstrapReducer, initialBootstrapState, type BootstrapState } from './bootstrap';

describe('spec 1 §4 app bootstrap', () => {
  const run = (...types: ('started' | 'finished' | 'outdated' | 'offline')[]): BootstrapState =>
    types.reduce((state, type) => bootstrapReducer(state, { type }), initialBootstrapState);

  it('goes initial → bootstrapping → bootstrapped', () => {
    expect(initialBootstrapState).toEqual({ status: 'initial', isUpdating: false });
    expect(run('started')).toEqual({ status: 'bootstrapping', isUpdating: false });
    expect(run('started', 'finished')).toEqual({ status: 'bootstrapped', isUpdating: false });
  });

  it('leaves a bootstrap under way as it is when it is started again', () => {
    const underWay = run('started');
    expect(bootstrapReducer(underWay, { type: 'started' })).toBe(underWay);
    // A retry after it ended is a new bootstrap.
    expect(run('started', 'finished', 'started').status).toBe('bootstrapping');
  });

  it('stops as outdated or offline', () => {
    expect(run('started', 'outdated').status).toBe('outdated');
    expect(run('started', 'offline').status).toBe('offline');
  });

  it('a retry from offline stays offline with the updating substatus until it ends', () => {
    expect(run('started', 'offline', 'started')).toEqual({ status: 'offline', isUpdating: true });
    expect(run('started', 'offline', 'started', 'finished').status).toBe('bootstrapped');
    expect(run('started', 'offline', 'started', 'offline')).toEqual({
      status: 'offline',
      isUpdating: false,
    });
  });
});
