import { describe, expect, it } from 'vitest';
import { LIBRARY_STATUSES, nextLibraryStatus } from './library-status.js';

describe('the library status (spec 2 §4)', () => {
  it('goes adding → added, and back to ready on failure', () => {
    expect(nextLibraryStatus('ready_add_to_library', 'add')).toBe('adding_to_library');
    expect(nextLibraryStatus('adding_to_library', 'added')).toBe('added_to_library');
    expect(nextLibraryStatus('adding_to_library', 'failed')).toBe('ready_add_to_library');
  });

  it('refuses every other event', () => {
    const allowed = new Set([
      'ready_add_to_library add',
      'adding_to_library added',
      'adding_to_library failed',
    ]);
    for (const status of LIBRARY_STATUSES) {
      for (const event of ['add', 'added', 'failed'] as const) {
        if (allowed.has(`${status} ${event}`)) continue;
        expect(nextLibraryStatus(status, event), `${status} ${event}`).toBeNull();
      }
    }
  });
});
