import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * Renders `children` in a commit of their own, a task after the page's first one: what they do on
 * mounting (subscriptions, requests, a dialog's opening) then does not lengthen the task that
 * draws the page, on a phone some hundreds of milliseconds in which a tap would wait.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void nextTask().then(() => {
      if (isMounted) startTransition(() => setIsShown(true));
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return isShown ? children : null;
}
