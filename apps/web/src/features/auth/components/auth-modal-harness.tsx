import { useReducer } from 'react';
import type { SessionContextValue } from '@/data/session/session-context';
import { renderRoutes } from '@/test/render';
import {
  authModalReducer,
  initialAuthModalState,
  type AuthModalAction,
} from '../model/auth-modal-machine';
import { AuthModal } from './auth-modal';

/** For tests: the modal with its real reducer, starting from the state these actions lead to. */
function Harness({ actions }: { actions: AuthModalAction[] }) {
  const [state, dispatch] = useReducer(
    authModalReducer,
    actions.reduce(authModalReducer, initialAuthModalState),
  );
  return state.isOpen ? <AuthModal state={state} dispatch={dispatch} /> : <p>closed</p>;
}

/** Renders the modal (its forms as plain imports) after these actions, under `session`. */
export async function renderAuthModal(session: SessionContextValue, ...actions: AuthModalAction[]) {
  await renderRoutes([{ path: '/', element: <Harness actions={actions} /> }], { session });
}
