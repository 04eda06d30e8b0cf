import { canAutoplayVideo, isSafeMode } from '@parallax/core/rules/age-gate';
import { useShouldVerifyAge } from './age-check';
import { isBot } from '@/lib/bot';
import { useSession } from '@/data/session/session-context';
import { useStoredFlag } from '@/lib/stored-flag';
import { noAgeMode, restrictedContentAcceptance } from './visitor-choices';

/**
 * What the current visitor may see (spec 1 §6, spec 2 §1, §6; rules in core rules/age-gate):
 * - `isSafeMode`: not age-verified where the age check asks for verification (everywhere by
 *   default), and not a bot — hides the blog link, disables origins elements.
 * - `canAutoplayVideo`: video preload and autoplay; off for bots, and for guests who have neither
 *   accepted restricted content (the age gate's Over 18) nor turned on no-age mode.
 *
 * Reactive: an answer to the age gate, a verification or a sign-in updates it without a reload.
 */
export type ContentPolicy = { isSafeMode: boolean; canAutoplayVideo: boolean };

export function useContentPolicy(): ContentPolicy {
  const { user } = useSession();
  const hasAcceptedHere = useStoredFlag(restrictedContentAcceptance);
  const isNoAgeMode = useStoredFlag(noAgeMode);
  const shouldVerify = useShouldVerifyAge();
  const inputs = {
    isBot: isBot(),
    isGuest: user === null,
    isAgeVerified: user?.ageVerified ?? false,
    shouldVerify,
    hasAcceptedRestrictedContent:
      hasAcceptedHere || (user?.additionalData.acceptedRestictedContent ?? false),
    isNoAgeMode,
  };
  return { isSafeMode: isSafeMode(inputs), canAutoplayVideo: canAutoplayVideo(inputs) };
}
