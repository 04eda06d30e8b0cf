import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import {
  AuthModalContext,
  type AuthModalContextValue,
  type AuthModalEntry,
  type OpenAuthModalOptions,
} from '@/data/session/auth-modal-context';
import { VARIANT } from '@/lib/platform';
import { useSession } from '@/data/session/session-context';
import { authModalReducer, initialAuthModalState } from '../model/auth-modal-machine';

// The modal's forms load on first opening: the store page only carries this provider.
const AuthModal = lazy(() =>
  import('./auth-modal').then((module) => ({ default: module.AuthModal })),
);
const AuthRequiredModal = lazy(() =>
  import('./auth-required-modal').then((module) => ({ default: module.AuthRequiredModal })),
);

const AUTH_PARAM = 'auth';

/**
 * Owns the authentication modal's state machine and supplies `useAuthModal()` to the app. Also
 * applies the auth query parameter (spec 1 §2): `?auth=login|register` opens the modal only when
 * bootstrapped and not signed in; the parameter is removed either way.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authModalReducer, initialAuthModalState);
  const [isAuthRequiredOpen, setIsAuthRequiredOpen] = useState(false);
  const { bootstrap, auth } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();

  const openAuthModal = useCallback((mode: AuthModalEntry, options: OpenAuthModalOptions = {}) => {
    setIsAuthRequiredOpen(false);
    dispatch({
      type: 'opened',
      // On a headset nobody types a password: logging in shows a code to pair instead.
      mode: mode === 'login' && VARIANT.isHeadset ? 'Otp' : mode,
      ...(options.isPermanent ? { isPermanent: true } : {}),
      ...(options.errorKey ? { error: options.errorKey } : {}),
    });
  }, []);
  const value = useMemo<AuthModalContextValue>(
    () => ({ openAuthModal, openAuthRequired: () => setIsAuthRequiredOpen(true) }),
    [openAuthModal],
  );

  const authParam = searchParams.get(AUTH_PARAM);
  const isBootstrapped = bootstrap.status === 'bootstrapped';
  const isGuest = auth.status === 'notAuthenticated';
  useEffect(() => {
    if (authParam === null || !isBootstrapped) return;
    if (isGuest && (authParam === 'login' || authParam === 'register')) {
      dispatch({ type: 'opened', mode: authParam });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(AUTH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [authParam, isBootstrapped, isGuest, setSearchParams]);

  return (
    <AuthModalContext value={value}>
      {children}
      {state.isOpen && (
        <Suspense fallback={null}>
          <AuthModal state={state} dispatch={dispatch} />
        </Suspense>
      )}
      {isAuthRequiredOpen && (
        <Suspense fallback={null}>
          <AuthRequiredModal
            onClose={() => setIsAuthRequiredOpen(false)}
            onSignUp={() => openAuthModal('register')}
          />
        </Suspense>
      )}
    </AuthModalContext>
  );
}
