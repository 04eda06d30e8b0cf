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

/** The toasts' places: due after their delay, waiting for a place, visible until a time. */
type Queue = {
  due: Map<string, number>;
  waiting: string[];
  visible: { id: string; until: number }[];
  /** Ids this page is done with: shown, dismissed or cleared. */
  done: Set<string>;
  isPaused: boolean;
  limit: number;
};

/**
 * Moves the due toasts to the waiting line, drops the expired ones and shows waiting ones while
 * places are free (unless paused). Returns those that appeared and when to look again.
 */
function advance(
  queue: Queue,
  time: number,
  wasShown: (id: string) => boolean,
): { appeared: string[]; wakeAt: number } {
  for (const [id, at] of queue.due) {
    if (at > time) continue;
    queue.due.delete(id);
    queue.waiting.push(id);
  }
  queue.visible = queue.visible.filter((toast) => toast.until > time);
  const appeared: string[] = [];
  while (!queue.isPaused && queue.visible.length < queue.limit && queue.waiting.length > 0) {
    const id = queue.waiting.shift() as string;
    queue.done.add(id);
    if (wasShown(id)) continue;
    queue.visible.push({ id, until: time + NOTIFICATION_TOAST_DISPLAY_MS });
    appeared.push(id);
  }
  const wakeAt = Math.min(
    ...queue.due.values(),
    ...queue.visible.map((toast) => toast.until),
    // Nothing due here; a waiting toast is picked up when a slot frees or the pause ends.
    Infinity,
  );
  return { appeared, wakeAt };
}

/** Takes the offered ids: new ones wait the delay, those no longer offered are dropped. */
function takeOffer(
  queue: Queue,
  ids: readonly string[],
  time: number,
  wasShown: (id: string) => boolean,
): void {
  const offered = new Set(ids);
  for (const id of queue.due.keys()) if (!offered.has(id)) queue.due.delete(id);
  queue.waiting = queue.waiting.filter((id) => offered.has(id));
  for (const id of ids) {
    if (queue.done.has(id) || queue.due.has(id) || queue.waiting.includes(id) || wasShown(id)) {
      continue;
    }
    queue.due.set(id, time + NOTIFICATION_TOAST_DELAY_MS);
  }
}

/** Ends every toast, visible or not yet: none of them comes back. */
function clearQueue(queue: Queue): void {
  for (const id of [...queue.due.keys(), ...queue.waiting, ...queue.visible.map((t) => t.id)]) {
    queue.done.add(id);
  }
  queue.due.clear();
  queue.waiting = [];
  queue.visible = [];
}

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
  const queue: Queue = {
    due: new Map(),
    waiting: [],
    visible: [],
    done: new Set(),
    isPaused: false,
    limit: MAX_NOTIFICATION_TOASTS,
  };
  let visibleIds: readonly string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const publish = () => {
    const ids = queue.visible.map((toast) => toast.id);
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
    const { appeared, wakeAt } = advance(queue, time, wasShown);
    publish();
    if (appeared.length > 0) onAppear(appeared);
    if (wakeAt !== Infinity) timer = setTimeout(run, Math.max(0, wakeAt - time));
  };

  return {
    offer: (ids) => {
      takeOffer(queue, ids, now(), wasShown);
      run();
    },
    setPaused: (next) => {
      if (queue.isPaused === next) return;
      queue.isPaused = next;
      run();
    },
    setLimit: (next) => {
      const bounded = Math.max(0, Math.min(MAX_NOTIFICATION_TOASTS, next));
      if (queue.limit === bounded) return;
      queue.limit = bounded;
      run();
    },
    dismiss: (id) => {
      queue.done.add(id);
      queue.visible = queue.visible.filter((toast) => toast.id !== id);
      run();
    },
    clear: () => {
      clearQueue(queue);
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
