import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isPushReceivedMessage } from '@/sw/push-rules';
import { notificationQueries } from '../api/notifications-api';

/**
 * A push came (the service worker showed it and tells the page): the notifications are read
 * again now rather than at the next minute's refetch, so the bell counts the new one.
 */
export function useRefetchOnPush(isOn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isOn || !('serviceWorker' in navigator)) return;
    const handleMessage = (event: MessageEvent) => {
      if (!isPushReceivedMessage(event.data)) return;
      void queryClient.invalidateQueries({ queryKey: notificationQueries.everyList() });
    };
    navigator.serviceWorker.addEventListener('message', handleMessage);
    return () => navigator.serviceWorker.removeEventListener('message', handleMessage);
  }, [isOn, queryClient]);
}
