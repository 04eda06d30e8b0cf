/**
 * Who may play and download a content pack (spec 1 §6, spec 2 §3): the one rule the catalog, the
 * player's metadata, media delivery and the web app's buttons follow. Pure: the server gathers
 * what the user owns and what their subscription gives, and asks here.
 *
 * - A pack the user owns (bought, granted, or in a presale category they bought) is theirs.
 * - A demo pack is everyone's, and so is a trial scene of any pack.
 * - A subscription that gives access (active, a trial, in grace, or cancelled until its end
 *   date) opens every pack, except the packs exclusive for year and lifetime, which need an
 *   annual or lifetime tariff; during a trial it opens the tariff's trial content packs only.
 * - A pack a moderator took out of the store (hidden) stays its owners' only: it is no longer
 *   in the store the subscription, the demo and the trial scenes open, and a presale category
 *   bought once it was hidden does not bring it (the server leaves it out of `ownedPackIds`).
 */
import { givesExclusiveAccess } from './subscription.js';

/**
 * What the user's subscription gives now (the subscriptions service's `accessOf`): the tariff of
 * a subscription that gives access, or null; during a trial, the packs the trial opens (null
 * when not in a trial).
 */
export type SubscriptionAccess = {
  tariff: { id: string; isLifetime: boolean; durationDays: number | null } | null;
  trialPackIds: readonly string[] | null;
};

/** A guest's, or a user without a subscription that gives access. */
export const NO_SUBSCRIPTION: SubscriptionAccess = { tariff: null, trialPackIds: null };

/** What the rule needs to know of a pack. */
export type EntitlementPack = {
  id: string;
  isDemo: boolean;
  isExclusiveForYearAndLifetime: boolean;
  /** Set while a moderator keeps the pack out of the store (spec 2 §3 contentModerationDto). */
  hiddenAt?: Date | null;
};

const isHidden = (pack: EntitlementPack) => pack.hiddenAt != null;

/**
 * Whether the user finds the pack at all (its page, metadata, library): a pack a moderator hid is
 * out of the store, and only its owners still see it.
 */
export function isPackVisible(pack: EntitlementPack, ownedPackIds: ReadonlySet<string>): boolean {
  return !isHidden(pack) || ownedPackIds.has(pack.id);
}

/** Whether the subscription alone opens the pack (whatever the user owns). */
export function isUnlockedBySubscription(
  pack: EntitlementPack,
  access: SubscriptionAccess,
): boolean {
  const { tariff, trialPackIds } = access;
  if (tariff === null) return false;
  if (pack.isExclusiveForYearAndLifetime && !givesExclusiveAccess(tariff)) return false;
  return trialPackIds === null || trialPackIds.includes(pack.id);
}

/** Whether the user may play and download every scene of the pack. */
export function isPackEntitled(
  pack: EntitlementPack,
  ownedPackIds: ReadonlySet<string>,
  access: SubscriptionAccess,
): boolean {
  if (ownedPackIds.has(pack.id)) return true;
  return !isHidden(pack) && (pack.isDemo || isUnlockedBySubscription(pack, access));
}

/** Whether the user may play and download this scene: a trial scene is everyone's. */
export function isSceneEntitled(
  pack: EntitlementPack,
  scene: { isTrial: boolean },
  ownedPackIds: ReadonlySet<string>,
  access: SubscriptionAccess,
): boolean {
  return (scene.isTrial && !isHidden(pack)) || isPackEntitled(pack, ownedPackIds, access);
}
