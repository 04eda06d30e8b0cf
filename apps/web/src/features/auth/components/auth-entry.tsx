import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { useSession } from '@/data/session/session-context';

/**
 * The login and register routes (spec 1 §2 "auth entry"): rendered over the store page, they
 * open the modal for a guest once the session is known and hand the address back to the store.
 */
export function AuthEntry({ mode }: { mode: 'login' | 'register' }) {
  const { bootstrap, auth } = useSession();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  const { search } = useLocation();
  const isReady = bootstrap.status === 'bootstrapped' || auth.status !== 'unknown';
  const isGuest = auth.status === 'notAuthenticated';

  useEffect(() => {
    if (!isReady) return;
    if (isGuest) openAuthModal(mode);
    void navigate({ pathname: '/', search }, { replace: true });
  }, [isReady, isGuest, mode, openAuthModal, navigate, search]);

  return null;
}
