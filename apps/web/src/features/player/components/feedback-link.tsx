import { useSearchParams } from 'react-router';
import { useSession } from '@/data/session/session-context';
import { FeedbackDialog } from './feedback-dialog';

/**
 * spec 2 §2: a `feedback` query parameter opens the feedback form for the content named by
 * `contentId` and `contentName`; closing it removes them. Feedback is for signed-in users.
 */
export function FeedbackLink() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const contentId = params.get('contentId');
  const contentName = params.get('contentName') ?? '';
  if (session.auth.status !== 'authenticated' || !contentId) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['feedback', 'contentId', 'contentName']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return <FeedbackDialog contentId={contentId} contentName={contentName} onDone={close} />;
}
