import { shouldShowAgeGate } from '@parallax/core/rules/age-gate';
import { useLocation } from 'react-router';
import { isBot } from '@/lib/bot';
import { useSession } from '@/data/session/session-context';
import { useStoredFlag } from '@/lib/stored-flag';
import { noAgeMode, restrictedContentAcceptance } from './visitor-choices';

/**
 * Whether the age gate (spec 1 §2, features/gate) is up on this page. Other prompts wait for it as
 * for any dialog (lib/overlays.ts): nothing else is asked of a visitor behind it.
 */
export function useIsAgeGateShown(): boolean {
  const { auth } = useSession();
  const { pathname } = useLocation();
  const hasAccepted = useStoredFlag(restrictedContentAcceptance);
  const isNoAgeMode = useStoredFlag(noAgeMode);
  return shouldShowAgeGate({
    // While the session is unknown nobody is a guest yet: no gate flashing for a signed-in user.
    isGuest: auth.status === 'notAuthenticated',
    hasAcceptedRestrictedContent: hasAccepted,
    path: pathname,
    isBot: isBot(),
    isNoAgeMode,
  });
}
