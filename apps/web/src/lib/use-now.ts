import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` while `isActive` (for countdowns). */
export function useNow(isActive: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [isActive, intervalMs]);
  return now;
}
