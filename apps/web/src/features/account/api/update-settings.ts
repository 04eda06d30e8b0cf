import type { UserInfo } from '@parallax/core/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { updateProfile } from '@/data/account/profile';
import { showToast } from '@/lib/toast';
import { userQueries } from '@/data/account/user-queries';
import {
  applySettingsPatch,
  mergeSettingsPatches,
  type SettingsPatch,
} from '../model/profile-patch';

/** spec 1 §9: setting toggles are debounced 500 ms. */
export const SETTINGS_DEBOUNCE_MS = 500;

const USER_KEY = userQueries.info().queryKey;

/**
 * Settings toggles (spec 2 §4): a change shows at once (optimistic), is sent after 500 ms of
 * quiet as one update, and on failure reverts with a generic error toast (spec 1 §8). The
 * optimistic view is React state, so a controlled input never shows the old value in between;
 * the query cache only ever holds what the server confirmed. Pending changes are sent when the
 * panel closes.
 */
export function useUpdateSettings(user: UserInfo): {
  user: UserInfo;
  update: (patch: SettingsPatch) => void;
} {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<SettingsPatch | null>(null);
  const unsent = useRef<SettingsPatch | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const patch = unsent.current;
    unsent.current = null;
    if (!patch) return;
    try {
      queryClient.setQueryData(USER_KEY, await updateProfile(patch));
    } catch (error) {
      console.error('Settings update failed', error);
      clearTimeout(timer.current);
      unsent.current = null;
      // Back to what the server has: the cache holds every change it confirmed.
      setShown(null);
      showToast('errors.something_went_wrong', { tone: 'error' });
    }
  }, [queryClient]);

  useEffect(() => () => void flush(), [flush]);

  const update = useCallback(
    (patch: SettingsPatch) => {
      setShown((current) => mergeSettingsPatches(current ?? {}, patch));
      unsent.current = mergeSettingsPatches(unsent.current ?? {}, patch);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SETTINGS_DEBOUNCE_MS);
    },
    [flush],
  );

  return { user: shown ? applySettingsPatch(user, shown) : user, update };
}
