import { useSession } from '@/data/session/session-context';
import { dispatchSession, usePlayerSession } from '../model/session-store';
import { ActiveSession } from './active-session';
import { FailureScreen } from './failure-screen';
import { FeedbackDialog } from './feedback-dialog';
import { UploadWarning } from './upload-warning';
import '../player.css';

/*
 * The session's screens (spec 2 §4): the upload warning of a user's own file, the running session
 * (prepared, offered to resume, played in VR or in the 2D viewer), the failure screen with its
 * code and what to do, and the feedback form at the end.
 */

export function PlayerOverlay() {
  const state = usePlayerSession();
  const session = useSession();
  const isSignedIn = session.auth.status === 'authenticated';

  if (state.status === 'feedback' && state.content) {
    return (
      <FeedbackDialog
        contentId={state.content.contentId}
        contentName={state.content.contentName}
        onDone={() => dispatchSession({ type: 'clear' })}
      />
    );
  }
  if (state.status === 'upload_warning') return <UploadWarning state={state} />;
  if (state.status === 'failed') return <FailureScreen state={state} />;
  if (state.status === 'loading' || state.status === 'playing') {
    return <ActiveSession state={state} isSignedIn={isSignedIn} />;
  }
  return null;
}
