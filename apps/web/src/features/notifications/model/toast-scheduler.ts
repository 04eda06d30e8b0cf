/**
 * spec 2 §4, §9 notification toasts: a notification not yet shown appears as a toast once, 5000 ms
 * after the app first sees it, for 20000 ms, at most 3 at a time in the notification area (the
 * rest wait their turn; the push prompt takes one of the 3 places while it shows); they are
 * cleared when the center opens. A small store outside React (the toasts component reads it),
 * with its own timer.
 */
export const NOTIFICATION_TOAST_DELAY_MS = 5000;
export const NOTIFICATION_TOAST_DISPLAY_MS = 20_000;
export const MAX_NOTIFICATION_TOASTS = 3;

export type ToastScheduler = {
  /**
   * The notifications that may still become toasts (`sent`, oldest first). New ones wait the
   * delay; waiting ones no longer offered (shown elsewhere meanwhile) are dropped.
   */
  offer: (ids: readonly string[]) => void;
  /**
   * While paused no new toast appears (the due ones wait); the visible ones stay. Paused while the
   * player or a dialog is open (no toast lies on their controls) or the page is hidden (nobody
   * would see the toast).
   */
  setPaused: (isPaused: boolean) => void;
  /** How many toasts may show at once (MAX_NOTIFICATION_TOASTS less the places taken). */
  setLimit: (limit: number) => void;
  dismiss: (id: string) => void;
  /** Clears the visible and waiting toasts (the center opened): none of them comes back. */
  clear: () => void;
  /** The toasts on screen, oldest first. */
  getVisible: () => readonly string[];
  subscribe: (listener: () => void) => () => void;
  /** Stops its timer (the toasts are gone). */
  dispose: () => void;
};

export function createToastScheduler({
  wasShown,
  onAppear,
  now = Date.now,
}: {
  /**
   * Shown before (this page, an earlier one or another tab): never offered again, and asked again
   * just before a toast appears.
   */
  wasShown: (id: string) => boolean;
  /** Toasts that just appeared, together: they are now shown (spec 2 §4: marked in bulk). */
  onAppear: (ids: readonly string[]) => void;
  now?: () => number;
}): ToastScheduler {
  const due = new Map<string, number>();
  let waiting: string[] = [];
  let visible: { id: string; until: number }[] = [];
  let visibleIds: readonly string[] = [];
  // Ids this page is done with: shown, dismissed or cleared.
  const done = new Set<string>();
  let isPaused = false;
  let limit = MAX_NOTIFICATION_TOASTS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const publish = () => {
    const ids = visible.map((toast) => toast.id);
    if (ids.length === visibleIds.length && ids.every((id, index) => id === visibleIds[index])) {
      return;
    }
    visibleIds = ids;
    for (const listener of listeners) listener();
  };

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    const time = now();
    for (const [id, at] of due) {
      if (at > time) continue;
      due.delete(id);
      waiting.push(id);
    }
    visible = visible.filter((toast) => toast.until > time);
    const appeared: string[] = [];
    while (!isPaused && visible.length < limit && waiting.length > 0) {
      const id = waiting.shift() as string;
      done.add(id);
      if (wasShown(id)) continue;
      visible.push({ id, until: time + NOTIFICATION_TOAST_DISPLAY_MS });
      appeared.push(id);
    }
    publish();
    if (appeared.length > 0) onAppear(appeared);
    const wakeAt = Math.min(
      ...due.values(),
      ...visible.map((toast) => toast.until),
      // Nothing due here; a waiting toast is picked up when a slot frees or the pause ends.
      Infinity,
    );
    if (wakeAt !== Infinity) timer = setTimeout(run, Math.max(0, wakeAt - time));
  };

  return {
    offer: (ids) => {
      const offered = new Set(ids);
      for (const id of due.keys()) if (!offered.has(id)) due.delete(id);
      waiting = waiting.filter((id) => offered.has(id));
      const time = now();
      for (const id of ids) {
        if (done.has(id) || due.has(id) || waiting.includes(id) || wasShown(id)) continue;
        due.set(id, time + NOTIFICATION_TOAST_DELAY_MS);
      }
      run();
    },
    setPaused: (next) => {
      if (isPaused === next) return;
      isPaused = next;
      run();
    },
    setLimit: (next) => {
      const bounded = Math.max(0, Math.min(MAX_NOTIFICATION_TOASTS, next));
      if (limit === bounded) return;
      limit = bounded;
      run();
    },
    dismiss: (id) => {
      done.add(id);
      visible = visible.filter((toast) => toast.id !== id);
      run();
    },
    clear: () => {
      for (const id of [...due.keys(), ...waiting, ...visible.map((toast) => toast.id)]) {
        done.add(id);
      }
      due.clear();
      waiting = [];
      visible = [];
      run();
    },
    getVisible: () => visibleIds,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: () => clearTimeout(timer),
  };
}
