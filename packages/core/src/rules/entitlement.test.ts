import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPackEntitled,
  isPackVisible,
  isSceneEntitled,
  isUnlockedBySubscription,
  NO_SUBSCRIPTION,
  type EntitlementPack,
  type SubscriptionAccess,
} from './entitlement.js';

const pack = (overrides: Partial<EntitlementPack> = {}): EntitlementPack => ({
  id: 'pack',
  isDemo: false,
  isExclusiveForYearAndLifetime: false,
  ...overrides,
});
const exclusive = pack({ id: 'exclusive', isExclusiveForYearAndLifetime: true });

const subscribed = (
  tariff: { isLifetime: boolean; durationDays: number | null },
  trialPackIds: readonly string[] | null = null,
): SubscriptionAccess => ({ tariff: { id: 'tariff', ...tariff }, trialPackIds });
const monthly = subscribed({ isLifetime: false, durationDays: 30 });
const annual = subscribed({ isLifetime: false, durationDays: 365 });
const lifetime = subscribed({ isLifetime: true, durationDays: null });
const none = new Set<string>();

describe('entitlement (spec 1 §6)', () => {
  it('opens what the user owns and demo packs, to anyone, subscription or not', () => {
    expect(isPackEntitled(pack(), new Set(['pack']), NO_SUBSCRIPTION)).toBe(true);
    expect(isPackEntitled(pack({ isDemo: true }), none, NO_SUBSCRIPTION)).toBe(true);
    expect(isPackEntitled(pack(), none, NO_SUBSCRIPTION)).toBe(false);
    // Owning an exclusive pack (granted) is enough without a tariff.
    expect(isPackEntitled(exclusive, new Set(['exclusive']), monthly)).toBe(true);
  });

  it('opens every pack to a subscriber, and exclusive packs to annual and lifetime only', () => {
    for (const access of [monthly, annual, lifetime]) {
      expect(isPackEntitled(pack(), none, access)).toBe(true);
    }
    expect(isPackEntitled(exclusive, none, monthly)).toBe(false);
    expect(
      isPackEntitled(exclusive, none, subscribed({ isLifetime: false, durationDays: 7 })),
    ).toBe(false);
    expect(isPackEntitled(exclusive, none, annual)).toBe(true);
    expect(isPackEntitled(exclusive, none, lifetime)).toBe(true);
  });

  it('during a trial opens the trial content packs only', () => {
    const trial = subscribed({ isLifetime: false, durationDays: 30 }, ['pack']);
    expect(isPackEntitled(pack(), none, trial)).toBe(true);
    expect(isPackEntitled(pack({ id: 'other' }), none, trial)).toBe(false);
    expect(isPackEntitled(pack({ id: 'other' }), new Set(['other']), trial)).toBe(true);
    // A trial of an annual tariff still needs the exclusive pack among its trial packs.
    const annualTrial = subscribed({ isLifetime: false, durationDays: 365 }, ['exclusive']);
    expect(isPackEntitled(exclusive, none, annualTrial)).toBe(true);
    expect(isPackEntitled(exclusive, none, { ...annualTrial, trialPackIds: [] })).toBe(false);
  });

  it('keeps trial scenes open to everyone, guests included', () => {
    expect(isSceneEntitled(exclusive, { isTrial: true }, none, NO_SUBSCRIPTION)).toBe(true);
    expect(isSceneEntitled(exclusive, { isTrial: false }, none, NO_SUBSCRIPTION)).toBe(false);
    expect(isSceneEntitled(exclusive, { isTrial: false }, none, lifetime)).toBe(true);
  });

  it('keeps a hidden pack (out of the store) for its owners only', () => {
    const hidden = pack({ hiddenAt: new Date('2026-01-02T00:00:00Z') });
    expect(isPackEntitled(hidden, new Set(['pack']), NO_SUBSCRIPTION)).toBe(true);
    expect(isSceneEntitled(hidden, { isTrial: false }, new Set(['pack']), NO_SUBSCRIPTION)).toBe(
      true,
    );
    expect(isPackEntitled(hidden, none, lifetime)).toBe(false);
    expect(isPackEntitled({ ...hidden, isDemo: true }, none, NO_SUBSCRIPTION)).toBe(false);
    expect(isSceneEntitled(hidden, { isTrial: true }, none, NO_SUBSCRIPTION)).toBe(false);
    expect(isPackEntitled(pack({ hiddenAt: null }), none, monthly)).toBe(true);
    expect(isPackVisible(hidden, new Set(['pack']))).toBe(true);
    expect(isPackVisible(hidden, none)).toBe(false);
    expect(isPackVisible(pack(), none)).toBe(true);
  });

  it('says a pack is unlocked by the subscription whatever the user owns', () => {
    expect(isUnlockedBySubscription(pack(), NO_SUBSCRIPTION)).toBe(false);
    expect(isUnlockedBySubscription(pack(), monthly)).toBe(true);
    expect(isUnlockedBySubscription(exclusive, monthly)).toBe(false);
    expect(isUnlockedBySubscription(exclusive, annual)).toBe(true);
  });

  it('never takes away what ownership or a demo gives', () => {
    const access = fc.oneof(
      fc.constant(NO_SUBSCRIPTION),
      fc.record({
        tariff: fc.option(
          fc.record({
            id: fc.constant('t'),
            isLifetime: fc.boolean(),
            durationDays: fc.option(fc.integer({ min: 1, max: 800 })),
          }),
        ),
        trialPackIds: fc.option(fc.array(fc.constantFrom('a', 'b', 'c'))),
      }),
    );
    const anyPack = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      isDemo: fc.boolean(),
      isExclusiveForYearAndLifetime: fc.boolean(),
    });
    fc.assert(
      fc.property(anyPack, access, fc.boolean(), (candidate, subscription, isOwned) => {
        const owned = new Set(isOwned ? [candidate.id] : []);
        const entitled = isPackEntitled(candidate, owned, subscription);
        if (isOwned || candidate.isDemo) expect(entitled).toBe(true);
        if (subscription.tariff === null) expect(entitled).toBe(isOwned || candidate.isDemo);
        expect(entitled).toBe(
          isOwned || candidate.isDemo || isUnlockedBySubscription(candidate, subscription),
        );
      }),
    );
  });
});
