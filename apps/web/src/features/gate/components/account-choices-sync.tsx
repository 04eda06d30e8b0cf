import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { updateProfile } from '@/data/account/profile';
import { useSession } from '@/data/session/session-context';
import { useStoredFlag } from '@/lib/stored-flag';
import { userQueries } from '@/data/account/user-queries';
import { cookieAcceptance, restrictedContentAcceptance } from '@/data/age-check/visitor-choices';

/**
 * Keeps the age gate's and cookie banner's answers in step between this device and the signed-in
 * account (spec 1 §3 `additionalData.acceptedRestictedContent`, `acceptedCookies`): an answer
 * given here is stored on the account with the profile update, and one stored on the account
 * counts here too, so the gate and the banner do not ask again after signing out.
 */
export function AccountChoicesSync() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const hasAcceptedRestrictedHere = useStoredFlag(restrictedContentAcceptance);
  const hasAcceptedCookiesHere = useStoredFlag(cookieAcceptance);
  const sending = useRef<string | null>(null);

  useEffect(() => {
    if (!user) return;
    const onAccount = user.additionalData;
    if (onAccount.acceptedRestictedContent && !hasAcceptedRestrictedHere) {
      restrictedContentAcceptance.set(true);
    }
    if (onAccount.acceptedCookies && !hasAcceptedCookiesHere) cookieAcceptance.set(true);
    const patch: ProfileUpdate = {
      ...(hasAcceptedRestrictedHere && !onAccount.acceptedRestictedContent
        ? { acceptedRestictedContent: true }
        : {}),
      ...(hasAcceptedCookiesHere && !onAccount.acceptedCookies ? { acceptedCookies: true } : {}),
    };
    const key = `${user.id}:${JSON.stringify(patch)}`;
    if (Object.keys(patch).length === 0 || sending.current === key) return;
    sending.current = key;
    updateProfile(patch)
      .then((updated) => queryClient.setQueryData(userQueries.info().queryKey, updated))
      .catch((error: unknown) => {
        // Nothing to show: the answer holds on this device and is sent again next time.
        console.error('Storing the visitor choices on the account failed', error);
      })
      .finally(() => {
        sending.current = null;
      });
  }, [user, hasAcceptedRestrictedHere, hasAcceptedCookiesHere, queryClient]);

  return null;
}
