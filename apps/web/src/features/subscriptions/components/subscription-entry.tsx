import { useState } from 'react';
import { loadAllMessages } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { isPaymentSupported } from '@/lib/platform';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { useSession } from '@/data/session/session-context';

/*
 * The subscription's entry points on other pages, light enough for the store page's first load:
 * they read the session and load the subscription's code only for a signed-in user.
 */

// Shown on the store page before any touch: waits for the subscription's words (lib/i18n.ts).
const SubscriptionBanners = lazyPart(() =>
  Promise.all([import('./discount-banners'), loadAllMessages()]).then(
    ([module]) => module.SubscriptionBanners,
  ),
);
const ProfileSubscriptionPart = lazyPart(() =>
  import('./profile-subscription').then((module) => module.ProfileSubscription),
);

/**
 * spec 2 §2 store page: the personal-discount banner, or the upgrade banner for a subscriber who
 * may upgrade, where payment is supported; for signed-in users, and for guests who came with a
 * marketing source (a source-14 visitor's offer).
 */
export function StoreBannersEntry() {
  const { user } = useSession();
  const [canPay] = useState(isPaymentSupported);
  const hasSource = Boolean(
    new URLSearchParams(window.location.search).get('source')?.trim() ||
    readStorage(STORAGE_KEYS.source)?.trim(),
  );
  if (!canPay || (!user && !hasSource)) return null;
  return <SubscriptionBanners withUpgrade />;
}

/** spec 2 §5: the subscription's status in the control panel's profile settings. */
export function ProfileSubscriptionEntry() {
  return <ProfileSubscriptionPart />;
}
