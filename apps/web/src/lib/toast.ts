/**
 * spec 1 §9 toasts: shown 2 s by default, at most 2 visible (the oldest gives way). A tiny store
 * read with useSyncExternalStore; messages are i18n keys translated when rendered.
 */
export const DEFAULT_TOAST_MS = 2000;
export const MAX_VISIBLE_TOASTS = 2;

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = {
  id: number;
  messageKey: string;
  values?: Record<string, string | number>;
  tone: ToastTone;
  /** null: stays until dismissed (spec 1 §8 'No internet connection'). */
  durationMs: number | null;
};

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(
  messageKey: string,
  options: {
    tone?: ToastTone;
    durationMs?: number | null;
    values?: Record<string, string | number>;
  } = {},
): number {
  const toast: Toast = {
    id: nextId++,
    messageKey,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs === undefined ? DEFAULT_TOAST_MS : options.durationMs,
    ...(options.values ? { values: options.values } : {}),
  };
  const visible = [...toasts, toast];
  for (const dropped of visible.slice(0, -MAX_VISIBLE_TOASTS)) clearTimer(dropped.id);
  publish(visible.slice(-MAX_VISIBLE_TOASTS));
  if (toast.durationMs !== null) {
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.durationMs),
    );
  }
  return toast.id;
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismissToast(id: number): void {
  clearTimer(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function isToastShown(id: number): boolean {
  return toasts.some((toast) => toast.id === id);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
