/** spec 2 §4 library status: the add-to-library flow of one pack on this device. */
export const LIBRARY_STATUSES = [
  'ready_add_to_library',
  'adding_to_library',
  'added_to_library',
] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

/**
 * spec 2 §4: added_to_library moves on after 1 s (the flow ends: the button then shows the
 * download or launch state).
 */
export const LIBRARY_SETTLE_MS = 1000;

const LIBRARY_TRANSITIONS: Record<
  LibraryStatus,
  Partial<Record<'add' | 'added' | 'failed', LibraryStatus>>
> = {
  ready_add_to_library: { add: 'adding_to_library' },
  // spec 2 §4: on failure it returns to ready_add_to_library.
  adding_to_library: { added: 'added_to_library', failed: 'ready_add_to_library' },
  added_to_library: {},
};

/** The next library status, or null when the event is not allowed in that status. */
export function nextLibraryStatus(
  status: LibraryStatus,
  event: 'add' | 'added' | 'failed',
): LibraryStatus | null {
  return LIBRARY_TRANSITIONS[status][event] ?? null;
}
