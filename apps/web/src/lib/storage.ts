import { storageKey } from '@parallax/core/platform';

/** Every key this app keeps in localStorage (spec/README: prefixed with the product name). */
export const STORAGE_KEYS = {
  language: storageKey('language'),
  /** spec 1 §3, §9: a guest's cart (promo code and items), `_cart`. */
  cart: storageKey('cart'),
  /** spec 1 §3: the device id sent as clientIdentifier, a random UUID. */
  deviceId: storageKey('device_id'),
  /** spec 1 §9 marketing attribution. */
  source: storageKey('source'),
  client: storageKey('client'),
  clickId: storageKey('clickid'),
  /** spec 1 §2 social return page: where a social sign-in started. */
  returnPath: storageKey('return_path'),
  /** spec 1 §2 age gate: a guest answered Over 18 on this device. */
  acceptedRestrictedContent: storageKey('accepted_restricted_content'),
  /** spec 1 §2 cookie banner: OK was pressed on this device. */
  acceptedCookies: storageKey('accepted_cookies'),
  /** spec 2 §9: the age-check result, kept for 3 days. */
  ageCheck: storageKey('age_check'),
  /** spec 2 §4 source welcome popup: the source value whose popup was seen. */
  welcomePopupSeen: storageKey('welcome_popup_seen'),
  /** spec 1 §9 `_user_go_to_payment`: the transaction a checkout went to pay, until it settles. */
  userGoToPayment: storageKey('user_go_to_payment'),
  /** The offline cache partition of the last signed-in user (see lib/service-worker.ts). */
  cachePartition: storageKey('cache_partition'),
  /**
   * The signed-in user's name, so the header can show their button at once on the next load
   * (while the session is confirmed); removed when a load or a logout finds no session.
   */
  userName: storageKey('user_name'),
  /** A guest's playback positions per scene (signed-in users keep theirs on the server). */
  playbackPositions: storageKey('playback_positions'),
  /** spec 2 §6: how many packs this device keeps offline (1 unless set in Downloads). */
  offlineLimit: storageKey('offline_limit'),
  /** Set while packs are kept on this device, so their downloads go on after a reload. */
  hasDownloads: storageKey('has_downloads'),
  /** The user whose downloads this browser shows and fetches (see data/library/downloads-owner.ts). */
  downloadsOwner: storageKey('downloads_owner'),
  /** spec 1 §3, §9 `_push_notifications`: a guest's answer to the push prompt, 'true' or 'false'. */
  pushNotifications: storageKey('push_notifications'),
  /**
   * spec 1 §9 `_firebase_device_token`: this browser's push subscription as last sent to the
   * server (endpoint, when, for whom), sent again after 7 days (features/notifications).
   */
  pushDeviceToken: storageKey('firebase_device_token'),
  /** spec 2 §4: the notifications already shown as toasts, so none is shown twice. */
  notificationToastsShown: storageKey('notification_toasts_shown'),
  /** spec 1 §7 marketing notification: the client id whose attribution was sent. */
  marketingNotified: storageKey('marketing_notified'),
  /** spec 1 §4: the personal-offer banners a guest closed on this device (a JSON list of ids). */
  guestBannersSeen: storageKey('guest_banners_seen'),
} as const;

/** Keys kept in sessionStorage: they last for the browser tab's session only. */
export const SESSION_KEYS = {
  /** spec 1 §2, §9: no-age mode, set by the `no-age` query parameter for the session. */
  noAge: storageKey('no_age'),
  /** The variant named by the `variant` query parameter (lib/platform.ts), for the session. */
  variant: storageKey('variant'),
  /** spec 2 §4 push prompt: the main, content and promo paths visited in this tab's session. */
  pushPromptPaths: storageKey('push_prompt_paths'),
} as const;

/** spec 1 §4: account deletion clears local storage but keeps the stored source values. */
export const KEPT_ON_ACCOUNT_DELETION = [
  STORAGE_KEYS.source,
  STORAGE_KEYS.client,
  STORAGE_KEYS.clickId,
] as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policies): behave as if empty
  }
}

export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage disabled: the setting lasts for this page only
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the setting lasts for this page only
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was stored
  }
}

/** Removes every stored value except the given keys. */
export function clearStorageExcept(kept: readonly string[]): void {
  try {
    const saved = kept.flatMap((key) => {
      const value = window.localStorage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    window.localStorage.clear();
    for (const [key, value] of saved) window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: nothing was stored
  }
}
