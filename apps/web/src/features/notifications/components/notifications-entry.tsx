import { memo, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isBot } from '@/lib/bot';
import { useTranslation } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { useIsOverlayOpen, usePromptTurn } from '@/lib/overlays';
import { beforeLogout } from '@/lib/session';
import { useSession } from '@/data/session/session-context';
import { hasSentSubscription, readPushPermission } from '../lib/push-support';
import { announcePushPermission, usePushPermission } from '../model/push-permission';
import { usePushConsent } from '../model/push-consent';
import { promptPath, shouldShowPushPrompt } from '../model/push-prompt';
import { useRefetchOnPush } from '../model/push-received';
import { recordVisitedPath, useVisitedPaths } from '../model/visited-paths';
import { keepArrivalAttribution, sendMarketingAttribution } from '../lib/marketing-attribution';
import '../notifications.css';

const NotificationToasts = lazyPart(() =>
  import('./notification-toasts').then((module) => module.NotificationToasts),
);
const PushPrompt = lazyPart(() => import('./push-prompt').then((module) => module.PushPrompt));
/** The push subscription's upkeep, loaded only when there is some to do. */
const webPush = () => import('../lib/web-push');

/**
 * What the notifications feature does on every page: the notification area (spec 2 §2, §4: the
 * push prompt and the notification toasts, at most 3 together, top right under the header, clear
 * of the general toasts), the push consent kept in step with the account and the push
 * subscription with the viewer (spec 1 §9), and the marketing notification (spec 1 §7). While the
 * player or a dialog is open the area stays empty (lib/overlays.ts): the prompt steps aside, the
 * toasts on screen go (they are in the center) and new ones wait.
 */
export function NotificationsEntry() {
  const { t } = useTranslation();
  const { bootstrap, user } = useSession();
  const canSeeNotifications = user !== null && user.status !== 'NotSetPassword';
  const prompt = usePushPromptGate();
  const isOverlayOpen = useIsOverlayOpen();
  useRefetchOnPush(canSeeNotifications);
  // Sent once bootstrapped: the call carries the CSRF token the bootstrap check handed out.
  const isBootstrapped = bootstrap.status === 'bootstrapped';
  useEffect(() => {
    if (isBootstrapped) sendMarketingAttribution();
  }, [isBootstrapped]);
  return (
    <>
      <div
        className="notification-area"
        role="region"
        aria-label={t('notifications.toasts')}
        aria-live="polite"
        data-testid="notification-area"
      >
        {prompt && <PushPrompt owner={prompt.owner} onAnswer={prompt.onAnswer} />}
        {canSeeNotifications && (
          <NotificationToasts
            key={user.id}
            userId={user.id}
            isOverlayOpen={isOverlayOpen}
            hasPrompt={prompt !== null}
          />
        )}
      </div>
      <PushSync />
    </>
  );
}

/**
 * What the notifications feature notes of every page from the app's first render on, before the
 * notification area mounts (app/layouts/after-first-render.tsx): the path visited, which the push
 * prompt counts (spec 2 §4), and the marketing parameters the visitor arrived with (spec 1 §7).
 * A page left at once has still been visited.
 */
export function VisitRecorder() {
  const { pathname } = useLocation();
  const currentPath = promptPath(pathname);
  useEffect(keepArrivalAttribution, []);
  useEffect(() => {
    if (currentPath !== null) recordVisitedPath(currentPath);
  }, [currentPath]);
  return null;
}

/**
 * spec 2 §4 push prompt: on the second distinct visited path among main, content and promo
 * routes, when consent is unset and the browser's permission is `default`; never while the
 * player or a dialog is open (the age gate, which asks first, is one). Null while it does not
 * show.
 */
function usePushPromptGate(): {
  owner: string;
  onAnswer: (isConsent: boolean) => Promise<void>;
} | null {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { consent, setConsent } = usePushConsent();
  const permission = usePushPermission();
  const visited = useVisitedPaths();
  const currentPath = promptPath(pathname);

  const isDue = shouldShowPushPrompt({
    visited,
    currentPath,
    consent,
    permission,
    isBot: isBot(),
  });
  // Once shown, a permission granted meanwhile (in the site settings) does not take it away:
  // Allow then only completes the set-up.
  const [wasShown, setWasShown] = useState(false);
  const isShown = usePromptTurn(
    isDue || (wasShown && consent === null && currentPath !== null && permission === 'granted'),
  );
  if (isShown && !wasShown) setWasShown(true);
  if (!isShown) return null;
  return {
    owner: user?.id ?? 'guest',
    onAnswer: async (isConsent) => {
      await setConsent(isConsent);
      announcePushPermission();
    },
  };
}

/**
 * Push consent and subscription in step with the viewer (spec 1 §3, §7, §9): a guest's answer on
 * this device goes to the account on signing in when the account has none; with consent and
 * permission, the subscription is sent again when it is 7 days old or was sent for someone else;
 * without, a subscription last sent for another user is taken off them. Signing out takes it off
 * the user before the session ends. A browser that never sent a subscription (a first-time
 * guest's) has nothing to keep in step: the upkeep's code does not load for it. Memoized: it
 * takes no props, and the area above it renders again as the visited paths and overlays change.
 */
const PushSync = memo(function PushSync() {
  const { auth, user } = useSession();
  const { consent, serverConsent, storedConsent, uploadConsent } = usePushConsent();
  const permission = usePushPermission();
  const uploadedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || serverConsent !== null) return;
    if (storedConsent === null || uploadedFor.current === userId) return;
    uploadedFor.current = userId;
    void uploadConsent(storedConsent);
  }, [userId, serverConsent, storedConsent, uploadConsent]);

  useEffect(() => {
    if (userId === null) return;
    return beforeLogout(async () => {
      // A subscription may be on its way while the permission is granted: it is taken off too.
      if (!hasSentSubscription() && readPushPermission() !== 'granted') return;
      const { detachPush } = await webPush();
      await detachPush({ viewer: 'guest', isSignedIn: true });
    });
  }, [userId]);

  const viewer = userId ?? 'guest';
  // The viewer is known (a signed-in user's info has come) and so is their answer.
  const isSettled =
    auth.status !== 'unknown' &&
    (auth.status !== 'authenticated' || userId !== null) &&
    consent !== undefined;
  const isOn = consent === true && permission === 'granted';
  useEffect(() => {
    if (!isSettled) return;
    if (!isOn && !hasSentSubscription()) return;
    const upkeep = webPush().then(({ detachPush, refreshPush }) =>
      isOn ? refreshPush(viewer) : detachPush({ viewer, isSignedIn: viewer !== 'guest' }),
    );
    upkeep.catch((error: unknown) =>
      console.warn('The push subscription could not be kept in step', error),
    );
  }, [isSettled, isOn, viewer]);

  return null;
});
