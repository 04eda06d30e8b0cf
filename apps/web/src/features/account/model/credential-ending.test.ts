import { describe, expect, it } from 'vitest';
import { endedParts } from './credential-ending';

const nothing = {
  sessions: 0,
  devices: 0,
  feedLinks: 0,
  pushSubscriptions: 0,
  pairingApprovals: 0,
  oneTimeLogins: 0,
};

describe('endedParts', () => {
  it('lists only the kinds of which something ended, sessions first', () => {
    expect(endedParts({ ...nothing, oneTimeLogins: 1, sessions: 2, feedLinks: 3 })).toEqual([
      { kind: 'sessions', count: 2 },
      { kind: 'feedLinks', count: 3 },
      { kind: 'oneTimeLogins', count: 1 },
    ]);
  });

  it('is empty when nothing else was signed in', () => {
    expect(endedParts(nothing)).toEqual([]);
  });
});
