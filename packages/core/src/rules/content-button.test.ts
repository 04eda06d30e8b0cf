import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_BUTTON_STATES, contentButtonState } from './content-button.js';
import { DOWNLOAD_STATUSES, type DownloadStatus } from './download.js';
import { LIBRARY_STATUSES, type LibraryStatus } from './library-status.js';

describe('the content button (spec 2 §4)', () => {
  const base = {
    contentId: 'a',
    isSignedIn: true,
    isDemo: false,
    inLibrary: true,
    libraryStatus: null as LibraryStatus | null,
    canDownload: true,
    download: null as DownloadStatus | null,
    playingContentId: null as string | null,
    isLoading: false,
  };

  it('shows stop session on the playing pack and a restriction notice on the others', () => {
    expect(contentButtonState({ ...base, playingContentId: 'a' })).toBe('playing');
    expect(contentButtonState({ ...base, playingContentId: 'b' })).toBe('playing_other');
    expect(contentButtonState({ ...base, playingContentId: 'b', isSignedIn: false })).toBe(
      'playing_other',
    );
  });

  it('shows loading while the pack loads', () => {
    expect(contentButtonState({ ...base, isLoading: true, download: 'ready_to_play' })).toBe(
      'loading',
    );
  });

  it('offers guests the demo to add, and launch in VR for the rest', () => {
    const guest = { ...base, isSignedIn: false, inLibrary: false };
    expect(contentButtonState({ ...guest, isDemo: true })).toBe('ready_add_to_library');
    expect(contentButtonState(guest)).toBe('launch_in_vr');
  });

  it('follows the add-to-library flow', () => {
    const outside = { ...base, inLibrary: false };
    expect(contentButtonState(outside)).toBe('ready_add_to_library');
    expect(contentButtonState({ ...outside, libraryStatus: 'ready_add_to_library' })).toBe(
      'ready_add_to_library',
    );
    expect(contentButtonState({ ...outside, libraryStatus: 'adding_to_library' })).toBe(
      'adding_to_library',
    );
    expect(contentButtonState({ ...base, libraryStatus: 'added_to_library' })).toBe(
      'added_to_library',
    );
  });

  it('launches in VR once in the library where files cannot be kept', () => {
    expect(contentButtonState({ ...base, canDownload: false, download: 'ready_to_play' })).toBe(
      'launch_in_vr',
    );
  });

  it('maps each download status to its button', () => {
    const expected: Record<DownloadStatus, string> = {
      preparing_to_downloading: 'loading',
      downloading: 'progress',
      updating: 'progress',
      decompressing: 'progress',
      ready_to_play: 'ready_to_play',
      preparing_to_launch: 'preparing_to_launch',
      ready_to_update: 'ready_to_update',
      ready_to_resume_download: 'ready_to_resume_download',
      ready_to_decompress: 'ready_to_decompress',
    };
    expect(contentButtonState(base)).toBe('ready_to_download');
    for (const download of DOWNLOAD_STATUSES) {
      expect(contentButtonState({ ...base, download }), download).toBe(expected[download]);
    }
  });

  it('only ever answers a state of the spec', () => {
    fc.assert(
      fc.property(
        fc.record({
          contentId: fc.constantFrom('a', 'b'),
          isSignedIn: fc.boolean(),
          isDemo: fc.boolean(),
          inLibrary: fc.boolean(),
          libraryStatus: fc.constantFrom(null, ...LIBRARY_STATUSES),
          canDownload: fc.boolean(),
          download: fc.constantFrom(null, ...DOWNLOAD_STATUSES),
          playingContentId: fc.constantFrom(null, 'a', 'b'),
          isLoading: fc.boolean(),
        }),
        (input) => {
          expect(CONTENT_BUTTON_STATES).toContain(contentButtonState(input));
        },
      ),
    );
  });
});
