import { describe, expect, it } from 'vitest';
import { initialPairState, normalizePairCode, pairErrorOf, pairReducer } from './pair-headset';

describe('pair headset state (spec 2 §2, §4, §5)', () => {
  it('reads codes case-insensitively, six characters at most', () => {
    expect(normalizePairCode('ab c-d3x9z')).toBe('ABCD3X');
    // Look-alikes are never in a code.
    expect(normalizePairCode('O0I1K7')).toBe('K7');
    expect(initialPairState('k7q2mp').code).toBe('K7Q2MP');
  });

  it('goes idle → loading → success, and only a complete code is submitted', () => {
    let state = pairReducer(initialPairState(), { type: 'changed', code: 'ABC' });
    expect(pairReducer(state, { type: 'submitted' }).status).toBe('idle');
    state = pairReducer(state, { type: 'changed', code: 'ABCDEF' });
    state = pairReducer(state, { type: 'submitted' });
    expect(state.status).toBe('loading');
    expect(pairReducer(state, { type: 'changed', code: 'X' })).toBe(state);
    state = pairReducer(state, { type: 'paired', device: 'quest3' });
    expect(state).toEqual({ status: 'success', code: 'ABCDEF', device: 'quest3' });
    expect(pairReducer(state, { type: 'declined' }).status).toBe('declined');
  });

  it('clears the error when the input changes', () => {
    let state = pairReducer(initialPairState('ABCDEF'), { type: 'submitted' });
    state = pairReducer(state, { type: 'failed', error: 'wrong' });
    expect(state).toMatchObject({ status: 'error', error: 'wrong' });
    state = pairReducer(state, { type: 'changed', code: 'ABCDE' });
    expect(state).toEqual({ status: 'idle', code: 'ABCDE' });
  });

  it('names the error of each refusal', () => {
    expect(pairErrorOf('InvalidTokenId')).toBe('wrong');
    expect(pairErrorOf('TokenExpiration')).toBe('expired');
    expect(pairErrorOf('TokenChecksAttempts')).toBe('tooMany');
    expect(pairErrorOf('NoResponse')).toBe('network');
  });
});
