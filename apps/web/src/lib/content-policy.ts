import { useSession } from './session-context';
import { isBot } from './bot';

/**
 * What the current visitor may see (spec 1 §6, spec 2 §6):
 * - `isSafeMode`: not age-verified (and not a bot) — hides the blog link, disables origins elements.
 * - `canAutoplayVideo`: video preload and autoplay; off for bots and for guests who have not
 *   accepted restricted content.
 *
 * The age gate (features/age-gate) records the guest's acceptance; until it lands, a guest has not
 * accepted.
 */
export type ContentPolicy = { isSafeMode: boolean; canAutoplayVideo: boolean };

export function useContentPolicy(): ContentPolicy {
  const { user } = useSession();
  const bot = isBot();
  return {
    isSafeMode: !bot && !(user?.ageVerified ?? false),
    canAutoplayVideo: !bot && (user?.additionalData.acceptedRestictedContent ?? false),
  };
}
