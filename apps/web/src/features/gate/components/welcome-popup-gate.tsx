import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { isBot } from '@/lib/bot';
import { usePromptTurn } from '@/lib/overlays';
import { flagQueries } from '@/data/flags/flag-queries';
import { readAttribution } from '@/data/marketing/attribution';
import { useSession } from '@/data/session/session-context';
import { useStoredFlag } from '@/lib/stored-flag';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { restrictedContentAcceptance } from '@/data/age-check/visitor-choices';
import { shouldShowWelcomePopup, welcomePopupSource } from '../model/welcome-popup';

// Rarely shown: its code loads only when it is.
const WelcomePopup = lazy(() =>
  import('./welcome-popup').then((module) => ({ default: module.WelcomePopup })),
);

/** The source the visitor arrived with: the `source` query parameter, else the stored one. */
function arrivalSource(): string | null {
  return (
    new URLSearchParams(window.location.search).get('source') ?? readAttribution().source ?? null
  );
}

/**
 * spec 2 §4 "Source welcome popup": once for the source value of the `welcomePopup` flag, for
 * guests who accepted restricted content. Closing it or creating an account marks it seen — on
 * this device: it is only ever for guests, so there is no account to store it on. It waits while
 * the player or another dialog (the age gate) is open (lib/overlays.ts).
 */
export function WelcomePopupGate() {
  const { auth } = useSession();
  const { openAuthModal } = useAuthModal();
  const flags = useQuery({ ...flagQueries.list(), enabled: auth.status !== 'unknown' });
  const hasAccepted = useStoredFlag(restrictedContentAcceptance);
  const [source] = useState(arrivalSource);
  // Read on every render (cheap), so a mark made while signed in counts once signed out.
  const seenSource = readStorage(STORAGE_KEYS.welcomePopupSeen);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const popupSource = welcomePopupSource(flags.data);

  const markSeen = () => {
    if (!popupSource) return;
    writeStorage(STORAGE_KEYS.welcomePopupSeen, popupSource);
    rerender();
  };

  // Creating an account some other way while the popup was due also counts as seen.
  const isDueForSignedIn =
    auth.status === 'authenticated' && popupSource !== null && source === popupSource;
  useEffect(() => {
    if (isDueForSignedIn && popupSource) writeStorage(STORAGE_KEYS.welcomePopupSeen, popupSource);
  }, [isDueForSignedIn, popupSource]);

  const isDue = shouldShowWelcomePopup({
    source,
    popupSource,
    seenSource,
    isGuest: auth.status === 'notAuthenticated',
    hasAcceptedRestrictedContent: hasAccepted,
    isBot: isBot(),
  });
  const isShown = usePromptTurn(isDue && popupSource !== null, { isModal: true });
  if (!isShown || !popupSource) return null;

  return (
    <Suspense fallback={null}>
      <WelcomePopup
        source={popupSource}
        onClose={markSeen}
        onCreateAccount={() => {
          markSeen();
          openAuthModal('register');
        }}
      />
    </Suspense>
  );
}
