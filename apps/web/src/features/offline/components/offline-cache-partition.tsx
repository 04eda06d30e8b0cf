import { useEffect, useRef } from 'react';
import { clearCachePartitionOf, setCachePartitionOf } from '@/lib/service-worker';
import { useSession } from '@/data/session/session-context';

/**
 * Tells the service worker whose offline cache to use (spec 2 §7: per guest or per user) as the
 * session becomes known and changes, and drops a user's cached answers when their session ends
 * (logout, account deletion).
 */
export function OfflineCachePartition() {
  const { auth, user } = useSession();
  const userId = user?.id ?? null;
  const lastUserId = useRef<string | null>(null);

  useEffect(() => {
    if (auth.status === 'unknown') return;
    // Signed in but the user not loaded yet: wait for them rather than fall back to guests.
    if (auth.status === 'authenticated' && userId === null) return;
    if (lastUserId.current !== null && lastUserId.current !== userId) {
      clearCachePartitionOf(lastUserId.current);
    }
    lastUserId.current = userId;
    setCachePartitionOf(userId);
  }, [auth.status, userId]);

  return null;
}
