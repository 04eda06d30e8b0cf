import { pagePath } from '@parallax/core/pages';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthModal } from '@/data/session/auth-modal-context';
import { useSession } from '@/data/session/session-context';

/** spec 1 §2: a NotSetPassword user reaches only user confirm and payment result. */
const NOT_SET_PASSWORD_PATHS = [pagePath('userConfirm'), pagePath('paymentResult')];

export function NotSetPasswordGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user?.status === 'NotSetPassword' && !NOT_SET_PASSWORD_PATHS.includes(pathname)) {
    return <Navigate to={pagePath('userConfirm')} replace />;
  }
  return children;
}

/**
 * Routes for signed-in users only (spec 1 §2 library): a guest goes to main, where the
 * auth-required modal offers to sign up (spec 2 §2). Offline the bootstrap stops before the user
 * is known (spec 2 §4): a route may still show what this device holds (`offline`).
 */
export function RequireAuth({ children, offline }: { children: ReactNode; offline?: ReactNode }) {
  const { bootstrap, auth } = useSession();
  const { openAuthRequired } = useAuthModal();
  const isGuest = auth.status === 'notAuthenticated' && bootstrap.status === 'bootstrapped';
  useEffect(() => {
    if (isGuest) openAuthRequired();
  }, [isGuest, openAuthRequired]);
  if (auth.status === 'authenticated') return children;
  if (isGuest) return <Navigate to="/" replace />;
  if (bootstrap.status === 'offline' && offline) return offline;
  return <div className="route-loading" aria-busy="true" />;
}
