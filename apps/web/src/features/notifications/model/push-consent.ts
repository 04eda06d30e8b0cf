import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '@/data/session/session-context';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { pushQueries, savePushConsent } from '../api/push-api';
import {
  consentFor,
  formatStoredConsent,
  parseStoredConsent,
  type StoredConsent,
} from './push-token';

/**
 * spec 1 §3, §7 push consent (isConsent, null while never asked): a signed-in user's is on the
 * server, a guest's in local storage (`_push_notifications`). The device keeps the last answer
 * given on it and whose it is: a guest's answer goes to the account they sign in to when the
 * account has none, and nobody else's answer ever stands for the next person on the device.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const handleStorage = (event: StorageEvent) => {
  if (event.key === STORAGE_KEYS.pushNotifications || event.key === null) notify();
};

// useSyncExternalStore wants the same object while the stored text is the same.
let parsed: { raw: string | null; consent: StoredConsent | null } | null = null;

export const storedPushConsent = {
  get: (): StoredConsent | null => {
    const raw = readStorage(STORAGE_KEYS.pushNotifications);
    if (parsed?.raw !== raw) parsed = { raw, consent: parseStoredConsent(raw) };
    return parsed.consent;
  },
  set: (consent: StoredConsent) => {
    writeStorage(STORAGE_KEYS.pushNotifications, formatStoredConsent(consent));
    notify();
  },
  subscribe: (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', handleStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
    };
  },
};

export type PushConsentState = {
  /** The answer in force: undefined while it is not known yet (session or server call). */
  consent: boolean | null | undefined;
  /** A signed-in user's answer on the server (undefined for guests and while read). */
  serverConsent: boolean | null | undefined;
  /** The answer this device keeps that stands for the viewer (see consentFor), or null. */
  storedConsent: boolean | null;
  /** An answer given now, on this device. */
  setConsent: (value: boolean) => Promise<void>;
  /** Gives the account an answer this device kept (a guest's, or one the server missed). */
  uploadConsent: (value: boolean) => Promise<void>;
};

export function usePushConsent(): PushConsentState {
  const { auth, user } = useSession();
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(
    storedPushConsent.subscribe,
    storedPushConsent.get,
    () => null,
  );
  const server = useQuery({ ...pushQueries.consent(user?.id ?? ''), enabled: user !== null });
  const serverConsent = user && server.data ? server.data.isConsent : undefined;
  const userId = user?.id ?? null;
  const storedConsent = consentFor(stored, userId ?? 'guest');
  // An account without an answer takes this device's, which is on its way to it (PushSync).
  const consent = user
    ? serverConsent === null
      ? storedConsent
      : serverConsent
    : auth.status === 'notAuthenticated'
      ? storedConsent
      : undefined;

  const uploadConsent = useCallback(
    async (value: boolean) => {
      if (userId === null) return;
      const key = pushQueries.consent(userId).queryKey;
      queryClient.setQueryData(key, { isConsent: value });
      try {
        queryClient.setQueryData(key, { isConsent: await savePushConsent(value) });
      } catch (error) {
        // Kept on this device: sent again on the next load (see PushSync).
        console.warn('The push consent could not be saved', error);
      }
    },
    [userId, queryClient],
  );

  const setConsent = useCallback(
    async (value: boolean) => {
      storedPushConsent.set({ value, owner: userId ?? 'guest' });
      await uploadConsent(value);
    },
    [userId, uploadConsent],
  );

  return { consent, serverConsent, storedConsent, setConsent, uploadConsent };
}
