import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { SessionContextValue } from '@/data/session/session-context';
import { dismissToast, getToasts } from '@/lib/toast';
import { aUser, json, settle, stubFetch, typeInto } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aPack, aRecord, fakeDownloads, PACK_IDS } from '../library-fixtures';
import { PlayerPortContext, type PlayerPort } from '../model/player-port';
import { DownloadToasts } from './download-toasts';
import { DownloadsSection } from './downloads-section';

vi.mock('../downloads/download-manager', async () => {
  const fixtures = await import('../library-fixtures');
  return fixtures.fakeDownloadManagerModule(fixtures.fakeDownloads);
});

setUpComponentTests();

const GB = 1024 ** 3;
const player = {
  useSessionOf: () => null,
  play: vi.fn<PlayerPort['play']>(),
  stop: vi.fn(),
  preload: vi.fn(),
};
let session: SessionContextValue;

beforeEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  fakeDownloads.reset();
  player.play.mockClear();
  session = { ...aSession(), auth: { ...aSession().auth, status: 'authenticated' }, user: aUser() };
  stubFetch({ 'GET /api/v1/collection/list': () => json([aPack()]) });
});

async function show() {
  await renderRoutes(
    [
      {
        path: '*',
        element: (
          <PlayerPortContext value={player}>
            <DownloadsSection />
            <DownloadToasts />
            <Toaster />
          </PlayerPortContext>
        ),
      },
    ],
    { session },
  );
  await settle();
}

const items = () => [...document.querySelectorAll<HTMLElement>('[data-testid="download-item"]')];
const toastTexts = () =>
  [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => toast.textContent);

describe('the control panel’s Downloads section (spec 2 §2, §6)', () => {
  it('lists the packs on the device with their size, open and remove', async () => {
    fakeDownloads.setRecords([
      aRecord(PACK_IDS.forest, 'ready_to_play', 2 * GB),
      { ...aRecord(PACK_IDS.river, 'ready_to_resume_download', GB / 2), title: 'River Bend' },
    ]);
    await show();
    const [forest, river] = items();
    expect(forest?.textContent).toContain('Forest Light');
    expect(forest?.querySelector('[data-testid="download-item-size"]')?.textContent).toBe(
      '2 GB on this device',
    );
    expect(river?.querySelector('[data-testid="download-item-size"]')?.textContent).toBe(
      '512 MB on this device',
    );
    expect(river?.textContent).toContain('Paused');
    // Only a pack ready to play opens.
    expect([...(river?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Remove',
    ]);

    const open = forest?.querySelector('button');
    expect(open?.textContent).toBe('Open');
    act(() => open?.click());
    expect(player.play).toHaveBeenCalledWith(
      {
        id: PACK_IDS.forest,
        title: 'Forest Light',
        preview: '/static/forest.jpg',
        price: 9.99,
        is2DViewerEnabled: true,
      },
      'VR',
      'downloads',
    );

    const remove = river?.querySelector<HTMLButtonElement>('button');
    expect(remove?.getAttribute('aria-label')).toBe('Remove River Bend from this device');
    act(() => remove?.click());
    expect(fakeDownloads.downloads.remove).toHaveBeenCalledWith(PACK_IDS.river);
  });

  it('crops a long title to 20 characters, keeping it whole for assistive technology', async () => {
    fakeDownloads.setRecords([
      {
        ...aRecord(PACK_IDS.forest, 'ready_to_play'),
        title: 'A Very Long Walk Through the Forest',
      },
    ]);
    await show();
    const [item] = items();
    expect(item?.querySelector('.download-item-title')?.textContent).toBe('A Very Long Walk Th…');
    expect(item?.getAttribute('aria-label')).toBe('A Very Long Walk Through the Forest');
  });

  it('counts downloads under way and those finished in the last 10 s (spec 2 §4)', async () => {
    fakeDownloads.setRecords([
      aRecord(PACK_IDS.forest, 'downloading', GB),
      { ...aRecord(PACK_IDS.river, 'ready_to_play'), completedAt: Date.now() - 2000 },
      { ...aRecord(PACK_IDS.forest + '0', 'ready_to_play'), completedAt: Date.now() - 60_000 },
    ]);
    await show();
    expect(document.querySelector('[data-testid="downloads-active"]')?.textContent).toBe(
      '2 downloads in progress',
    );
  });

  it('says so when nothing is on the device', async () => {
    await show();
    expect(document.querySelector('[data-testid="downloads-empty"]')?.textContent).toBe(
      'No content packs are kept on this device.',
    );
  });

  it('sets how many packs the device keeps offline: 1 by default, whole numbers from 1', async () => {
    await show();
    const input = document.querySelector<HTMLInputElement>('[data-testid="offline-limit"]')!;
    expect(input.value).toBe('1');
    typeInto(input, '3');
    expect(fakeDownloads.state.limit).toBe(3);
    typeInto(input, '0');
    expect(fakeDownloads.state.limit).toBe(3);
  });
});

describe('download failure toasts (spec 2 §8)', () => {
  it('gives the exact insufficient-storage message with the shortfall in GB', async () => {
    await show();
    act(() =>
      fakeDownloads.fail({
        contentId: PACK_IDS.forest,
        problem: { kind: 'storage', shortfallBytes: 1.5 * GB },
        during: 'preparing_to_downloading',
      }),
    );
    expect(toastTexts()).toEqual([
      'Not enough space to download the scene. Please free up 1.5 GB of storage and try again.',
    ]);
  });

  it('gives the generic download, update or unpacking failure', async () => {
    await show();
    const problem = { kind: 'integrity' as const };
    const fail = (during: string) =>
      act(() => fakeDownloads.fail({ contentId: PACK_IDS.forest, problem, during }));
    fail('downloading');
    expect(toastTexts().at(-1)).toBe('The download stopped. You can resume it where it left off.');
    fail('updating');
    expect(toastTexts().at(-1)).toBe('The update failed. Please try again.');
    fail('decompressing');
    expect(toastTexts().at(-1)).toBe('Unpacking the download failed. Please try again.');
  });

  it('says a download cut by the network going offline is for want of a network, once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show();
    const cut = () =>
      act(() =>
        fakeDownloads.fail({
          contentId: PACK_IDS.forest,
          problem: { kind: 'network' },
          during: 'downloading',
        }),
      );
    cut();
    cut();
    expect(toastTexts()).toEqual(['No internet connection']);
    vi.restoreAllMocks();
  });

  it('counts what the packs take, not the whole site, in the storage line', async () => {
    const estimate = vi.fn(() => Promise.resolve({ usage: 5.3 * 1024 ** 2, quota: 10 * GB }));
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate } });
    fakeDownloads.setRecords([aRecord(PACK_IDS.forest, 'ready_to_play', 2.1 * 1024 ** 2)]);
    await show();
    expect(document.querySelector('[data-testid="downloads-storage"]')?.textContent).toBe(
      '2.1 MB used, 10 GB free',
    );
    expect(items()[0]?.querySelector('[data-testid="download-item-size"]')?.textContent).toBe(
      '2.1 MB on this device',
    );
    vi.unstubAllGlobals();
  });
});
