import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * Renders `children` once the page's first render has been committed: in a transition of their
 * own, started from a later task. For what floats over the page or only listens (the gate and the
 * entries of the cart, the player and the notifications): their render, their subscriptions and
 * their first requests then take tasks of their own instead of adding to the first screen's,
 * which on a phone were one task of some 150 ms. They show a task later, which nobody sees: most
 * of what they show waits for the session, not known yet. What must note a page at once, or be
 * in the page before it is announced in (a live region), stays out of it.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void nextTask().then(() => {
      if (isCurrent) startTransition(() => setIsShown(true));
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isShown ? children : null;
}
