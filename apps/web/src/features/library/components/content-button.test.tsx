import type { DownloadStatus } from '@parallax/core/rules/download';
import { LIBRARY_SETTLE_MS } from '@parallax/core/rules/library-status';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModalContext } from '@/data/session/auth-modal-context';
import type { SessionContextValue } from '@/data/session/session-context';
import { getToasts } from '@/lib/toast';
import { apiError, aUser, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aPack, aRecord, fakeDownloads, PACK_IDS } from '../library-fixtures';
import { PlayerPortContext, type PlayerPort } from '../model/player-port';
import { buttonPackOf, type ButtonPack } from '../model/use-content-button';
import { ContentButton } from './content-button';

vi.mock('../downloads/download-manager', async () => {
  const fixtures = await import('../library-fixtures');
  return fixtures.fakeDownloadManagerModule(fixtures.fakeDownloads);
});

setUpComponentTests();

const ID = PACK_IDS.forest;
const GB = 1024 ** 3;
let session: SessionContextValue;
let sessionOf: ReturnType<PlayerPort['useSessionOf']>;
const player = {
  useSessionOf: () => sessionOf,
  play: vi.fn<PlayerPort['play']>(),
  stop: vi.fn<PlayerPort['stop']>(),
  preload: vi.fn<PlayerPort['preload']>(),
};
const authModal = { openAuthModal: vi.fn(), openAuthRequired: vi.fn() };

const signedIn = (): SessionContextValue => ({
  ...aSession(),
  auth: { ...aSession().auth, status: 'authenticated' },
  user: aUser(),
});

beforeEach(() => {
  fakeDownloads.reset();
  session = signedIn();
  sessionOf = null;
  player.play.mockClear();
  player.stop.mockClear();
  authModal.openAuthRequired.mockClear();
  stubFetch({});
});

async function show(
  pack: ButtonPack = buttonPackOf(aPack()),
  { withPlayActions = true }: { withPlayActions?: boolean } = {},
) {
  await renderRoutes(
    [
      {
        path: '*',
        element: (
          <AuthModalContext value={authModal}>
            <PlayerPortContext value={player}>
              <ContentButton pack={pack} source="library" withPlayActions={withPlayActions} />
            </PlayerPortContext>
          </AuthModalContext>
        ),
      },
    ],
    { session },
  );
  await settle();
}

const root = () => document.querySelector<HTMLElement>('[data-testid="content-button"]');
const stateOf = () => root()?.dataset.state;
/** The names of the button's enabled buttons, in order. */
const actions = () =>
  [...(root()?.querySelectorAll('button') ?? [])]
    .filter((button) => !button.disabled)
    .map((button) => button.textContent);
function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no button "${name}"`);
  return button;
}
const click = (name: string) => act(async () => buttonNamed(name).click());
const withRecord = (status: DownloadStatus, received = 0) =>
  fakeDownloads.setRecords([aRecord(ID, status, received)]);

describe('the content button by download status (spec 2 §4)', () => {
  it('offers Download for a library pack not on the device', async () => {
    await show();
    expect(stateOf()).toBe('ready_to_download');
    expect(actions()).toEqual(['Download']);
  });

  it('waits, disabled, while the download is prepared', async () => {
    withRecord('preparing_to_downloading');
    await show();
    expect(stateOf()).toBe('loading');
    expect(actions()).toEqual([]);
    expect(root()?.querySelector('button')?.textContent).toBe('Loading…');
  });

  it('shows progress as received / total and percent, with pause, while downloading', async () => {
    withRecord('downloading', GB / 2);
    await show();
    expect(stateOf()).toBe('progress');
    expect(actions()).toEqual(['Pause']);
    const progress = document.querySelector<HTMLElement>('[data-testid="download-progress"]');
    expect(progress?.dataset.received).toBe(String(GB / 2));
    expect(progress?.dataset.total).toBe(String(2 * GB));
    expect(progress?.textContent).toBe('512 MB / 2 GB (25%)');
    const bar = document.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('25');
    expect(bar?.getAttribute('aria-label')).toBe('Download progress of Forest Light');

    await click('Pause');
    expect(fakeDownloads.downloads.pause).toHaveBeenCalledWith(ID);
  });

  it('says what it does while updating or unpacking, with no pause', async () => {
    withRecord('updating', GB);
    await show();
    expect(stateOf()).toBe('progress');
    expect(root()?.querySelector('button')?.textContent).toBe('Updating…');
    expect(actions()).toEqual([]);

    act(() => withRecord('decompressing', 2 * GB));
    expect(root()?.querySelector('button')?.textContent).toBe('Unpacking…');
  });

  it('offers Resume on a paused download, labelled Paused, with where it stopped', async () => {
    withRecord('ready_to_resume_download', GB);
    await show();
    expect(stateOf()).toBe('ready_to_resume_download');
    expect(document.querySelector('[data-testid="download-label"]')?.textContent).toBe('Paused');
    expect(actions()).toEqual(['Resume download', 'Remove from device']);
    expect(document.querySelector('[data-testid="download-progress"]')?.textContent).toBe(
      '1 GB / 2 GB (50%)',
    );
    await click('Resume download');
    expect(fakeDownloads.downloads.resume).toHaveBeenCalledWith(ID);
  });

  it('offers Update on an outdated pack, labelled Update available; it still plays', async () => {
    withRecord('ready_to_update', 2 * GB);
    await show();
    expect(stateOf()).toBe('ready_to_update');
    expect(document.querySelector('[data-testid="download-label"]')?.textContent).toBe(
      'Update available',
    );
    expect(actions()).toEqual(['Update', 'Play', 'Play in 2D', 'Remove from device']);
    await click('Update');
    expect(fakeDownloads.downloads.update).toHaveBeenCalledWith(ID);
  });

  it('offers Unpack after a failed decompression, and Cancel, which removes the pack', async () => {
    withRecord('ready_to_decompress', 2 * GB);
    await show();
    expect(stateOf()).toBe('ready_to_decompress');
    expect(actions()).toEqual(['Unpack', 'Cancel']);
    await click('Unpack');
    expect(fakeDownloads.downloads.decompress).toHaveBeenCalledWith(ID);
    await click('Cancel');
    expect(fakeDownloads.downloads.remove).toHaveBeenCalledWith(ID);
  });

  it('plays a downloaded pack in VR or, where the 2D viewer is enabled, in 2D', async () => {
    withRecord('ready_to_play', 2 * GB);
    const pack = buttonPackOf(aPack());
    await show(pack);
    expect(stateOf()).toBe('ready_to_play');
    expect(actions()).toEqual(['Play', 'Play in 2D', 'Remove from device']);
    await click('Play');
    expect(player.play).toHaveBeenLastCalledWith(pack, 'VR', 'library');
    await click('Play in 2D');
    expect(player.play).toHaveBeenLastCalledWith(pack, '2D', 'library');
  });

  it('has no 2D run button when the pack has no 2D viewer', async () => {
    withRecord('ready_to_play', 2 * GB);
    await show(buttonPackOf(aPack({ is2DViewerEnabled: false })));
    expect(actions()).toEqual(['Play', 'Remove from device']);
  });

  it('removes a pack from the device, with a notice', async () => {
    withRecord('ready_to_play', 2 * GB);
    await show();
    await click('Remove from device');
    expect(fakeDownloads.downloads.remove).toHaveBeenCalledWith(ID);
    expect(getToasts().at(-1)?.messageKey).toBe('library.toasts.removed');
  });
});

describe('the content button and the session (spec 2 §4)', () => {
  it('shows Stop session while this pack plays', async () => {
    sessionOf = 'playing';
    withRecord('ready_to_play', 2 * GB);
    await show();
    expect(stateOf()).toBe('playing');
    expect(actions()).toEqual(['Stop session']);
    await click('Stop session');
    expect(player.stop).toHaveBeenCalled();
  });

  it('shows the restriction notice while another session plays', async () => {
    sessionOf = 'playing_other';
    await show();
    expect(stateOf()).toBe('playing_other');
    expect(actions()).toEqual([]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Stop the session that is playing before you start another.',
    );
  });

  it('launches a streamed VR session where the device cannot keep files', async () => {
    fakeDownloads.state.isDownloadable = false;
    const pack = buttonPackOf(aPack());
    await show(pack);
    expect(stateOf()).toBe('launch_in_vr');
    await click('Launch in VR');
    expect(player.play).toHaveBeenCalledWith(pack, 'VR', 'library');
  });

  it('beside Play in VR (the content page) leaves playing to it, keeping offload', async () => {
    withRecord('ready_to_play', 2 * GB);
    await show(undefined, { withPlayActions: false });
    expect(actions()).toEqual(['Remove from device']);
  });

  it('beside Play in VR, shows nothing where the device cannot keep files', async () => {
    fakeDownloads.state.isDownloadable = false;
    await show(undefined, { withPlayActions: false });
    expect(root()).toBeNull();
  });
});

describe('starting a download (spec 2 §4, §6)', () => {
  it('waits for the worker after Download, then follows its record', async () => {
    await show();
    await click('Download');
    await settle();
    expect(fakeDownloads.downloads.download).toHaveBeenCalledWith(ID, 'Forest Light', true);
    expect(stateOf()).toBe('loading');

    act(() => withRecord('downloading', 0));
    expect(stateOf()).toBe('progress');
  });

  it('refuses a pack over the offline limit with the limit in a toast', async () => {
    fakeDownloads.downloads.download.mockResolvedValue({ kind: 'limit', limit: 1 });
    await show();
    await click('Download');
    await settle();
    expect(stateOf()).toBe('ready_to_download');
    const toast = getToasts().at(-1);
    expect(toast?.messageKey).toBe('library.toasts.offlineLimit');
    expect(toast?.values).toEqual({ count: 1 });
  });
});

describe('adding to the library (spec 2 §4 library status)', () => {
  const API = '/api/v1/collection/content';
  const notInLibrary = () => buttonPackOf(aPack({ inLibrary: false }));
  const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('adds, shows added for 1 s, then offers the download', async () => {
    const api = stubFetch({
      [`POST ${API}`]: () => json({ contentId: ID, addedAt: '2026-02-01T10:00:00.000Z' }, 201),
    });
    await show(notInLibrary());
    vi.useFakeTimers();
    expect(stateOf()).toBe('ready_add_to_library');

    act(() => buttonNamed('Add to library').click());
    expect(stateOf()).toBe('adding_to_library');
    await elapse(0);
    expect(api.callsTo(`POST ${API}`)[0]?.body).toEqual({ contentPackId: ID });
    expect(stateOf()).toBe('added_to_library');

    await elapse(LIBRARY_SETTLE_MS - 1);
    expect(stateOf()).toBe('added_to_library');
    await elapse(1);
    expect(stateOf()).toBe('ready_to_download');
  });

  it('goes to launch in VR after the add where the device cannot keep files', async () => {
    fakeDownloads.state.isDownloadable = false;
    stubFetch({
      [`POST ${API}`]: () => json({ contentId: ID, addedAt: '2026-02-01T10:00:00.000Z' }, 201),
    });
    await show(notInLibrary());
    vi.useFakeTimers();
    act(() => buttonNamed('Add to library').click());
    await elapse(0);
    expect(stateOf()).toBe('added_to_library');
    await elapse(LIBRARY_SETTLE_MS);
    expect(stateOf()).toBe('launch_in_vr');
  });

  it('returns to add to library on failure, with an error toast', async () => {
    stubFetch({ [`POST ${API}`]: () => apiError(404, 'ContentNotFound') });
    await show(notInLibrary());
    await click('Add to library');
    await settle();
    expect(stateOf()).toBe('ready_add_to_library');
    expect(getToasts().at(-1)?.messageKey).toBe('library.toasts.addFailed');
  });

  it('does not offer the library a pack the viewer may not play', async () => {
    await show(buttonPackOf(aPack({ inLibrary: false, isOwned: false })));
    expect(root()).toBeNull();
  });

  it('offers a guest add to library on demo content; adding asks them to sign up', async () => {
    session = aSession();
    session.auth = { ...session.auth, status: 'notAuthenticated' };
    const api = stubFetch({});
    await show(buttonPackOf(aPack({ inLibrary: false, isOwned: false, isDemo: true })));
    expect(stateOf()).toBe('ready_add_to_library');
    await click('Add to library');
    expect(authModal.openAuthRequired).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a guest launch in VR on other content', async () => {
    session = aSession();
    session.auth = { ...session.auth, status: 'notAuthenticated' };
    await show(buttonPackOf(aPack({ inLibrary: false, isOwned: false })));
    expect(stateOf()).toBe('launch_in_vr');
  });
});
