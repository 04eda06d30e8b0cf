import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModalContext } from '@/data/session/auth-modal-context';
import type { SessionContextValue } from '@/data/session/session-context';
import { aUser, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import {
  aCategory,
  aPack,
  aRecord,
  CATEGORY_IDS,
  fakeDownloads,
  PACK_IDS,
} from '../library-fixtures';
import { PlayerPortContext, type PlayerPort } from '../model/player-port';
import { HIGHLIGHT_MS, LIBRARY_SKELETON_CARDS, LibraryPage } from './library-page';

vi.mock('../downloads/download-manager', async () => {
  const fixtures = await import('../library-fixtures');
  return fixtures.fakeDownloadManagerModule(fixtures.fakeDownloads);
});

setUpComponentTests();

const API = '/api/v1/collection';
const GB = 1024 ** 3;
const forest = aPack();
const river = aPack({
  id: PACK_IDS.river,
  slug: 'river-bend',
  title: 'River Bend',
  packSize: 700 * 1024 * 1024,
  is2DViewerEnabled: false,
});
const dunes = aPack({
  id: PACK_IDS.dunes,
  slug: 'red-dunes',
  title: 'Red Dunes',
  categoryId: CATEGORY_IDS.desert,
});
const player: PlayerPort = {
  useSessionOf: () => null,
  play: vi.fn(),
  stop: vi.fn(),
  preload: vi.fn(),
};
const authModal = { openAuthModal: vi.fn(), openAuthRequired: vi.fn() };
let session: SessionContextValue;
const scrolledTo: Element[] = [];

beforeEach(() => {
  fakeDownloads.reset();
  session = { ...aSession(), auth: { ...aSession().auth, status: 'authenticated' }, user: aUser() };
  scrolledTo.length = 0;
  // jsdom lays nothing out, so it has no scrollIntoView: record where the page scrolls.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function stubLibrary(categories: unknown, packs: unknown) {
  return stubFetch({
    [`GET ${API}/list/short/categories`]: () => json(categories),
    [`GET ${API}/list`]: () => json(packs),
  });
}

/** Lets the answers arrive; under fake timers, by running their zero-delay timers. */
async function settleAll() {
  if (!vi.isFakeTimers()) return settle();
  for (let round = 0; round < 10; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}

async function show(url = '/library') {
  await renderRoutes(
    [
      {
        path: '/library',
        element: (
          <AuthModalContext value={authModal}>
            <PlayerPortContext value={player}>
              <LibraryPage ownFiles={<p data-testid="own-files" />} />
            </PlayerPortContext>
          </AuthModalContext>
        ),
      },
    ],
    { session, url },
  );
  await settleAll();
}

const cards = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="library-card"]')].map(
    (card) => card.dataset.contentId,
  );
const card = (id: string) =>
  document.querySelector<HTMLElement>(`[data-testid="library-card"][data-content-id="${id}"]`);

describe('the library page (spec 2 §2)', () => {
  it('shows a skeleton of 10 cards while the library loads', async () => {
    stubFetch({
      [`GET ${API}/list/short/categories`]: () => new Promise<Response>(() => undefined),
      [`GET ${API}/list`]: () => json([forest]),
    });
    await show();
    const skeleton = document.querySelector('[data-testid="library-skeleton"]');
    expect(skeleton?.querySelectorAll('li')).toHaveLength(LIBRARY_SKELETON_CARDS);
    expect(cards()).toEqual([]);
  });

  it('groups the packs by category, in the categories’ order, with their sizes', async () => {
    stubLibrary(
      [
        aCategory(CATEGORY_IDS.nature, 'Nature', [forest, river]),
        aCategory(CATEGORY_IDS.desert, 'Desert', [dunes]),
      ],
      [dunes, river, forest],
    );
    await show();
    const groups = [...document.querySelectorAll('[data-testid="library-group"]')];
    expect(groups.map((group) => group.querySelector('h2')?.textContent)).toEqual([
      'Nature',
      'Desert',
    ]);
    expect(
      groups.map((group) =>
        [...group.querySelectorAll<HTMLElement>('[data-testid="library-card"]')].map(
          (item) => item.dataset.contentId,
        ),
      ),
    ).toEqual([[forest.id, river.id], [dunes.id]]);
    expect(card(forest.id)?.querySelector('h3')?.textContent).toBe('Forest Light');
    expect(card(forest.id)?.querySelector('[data-testid="library-card-size"]')?.textContent).toBe(
      '2 GB',
    );
    expect(card(river.id)?.querySelector('[data-testid="library-card-size"]')?.textContent).toBe(
      '700 MB',
    );
    // Each card has its content button; the user's own files stay on the page.
    expect(card(river.id)?.querySelector('[data-testid="content-button"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="own-files"]')).not.toBeNull();
  });

  it('puts a pack no category lists in a group of its own, last', async () => {
    stubLibrary([aCategory(CATEGORY_IDS.nature, 'Nature', [forest])], [forest, dunes]);
    await show();
    const titles = [...document.querySelectorAll('[data-testid="library-group"] h2')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Nature', 'Other packs']);
    expect(cards()).toEqual([forest.id, dunes.id]);
  });

  it('shows each card’s download progress while it downloads', async () => {
    stubLibrary([aCategory(CATEGORY_IDS.nature, 'Nature', [forest, river])], [forest, river]);
    fakeDownloads.setRecords([aRecord(forest.id, 'downloading', GB)]);
    await show();
    const progress = card(forest.id)?.querySelector('[data-testid="download-progress"]');
    expect(progress?.textContent).toBe('1 GB / 2 GB (50%)');
    expect(card(river.id)?.querySelector('[data-testid="download-progress"]')).toBeNull();
  });

  it('gives a pack on the device one size: its card’s is its progress total', async () => {
    // The catalog says 2.2 MB; the files the download fetches are 2.1 MB.
    const small = aPack({ packSize: Math.round(2.2 * 1024 ** 2) });
    stubLibrary([aCategory(CATEGORY_IDS.nature, 'Nature', [small])], [small]);
    const total = Math.round(2.1 * 1024 ** 2);
    fakeDownloads.setRecords([aRecord(small.id, 'downloading', total / 2, total)]);
    await show();
    const size = card(small.id)?.querySelector('[data-testid="library-card-size"]');
    expect(size?.textContent).toBe('2.1 MB');
    const progress = card(small.id)?.querySelector('[data-testid="download-progress"]');
    expect(progress?.textContent).toBe('1.1 MB / 2.1 MB (50%)');
  });

  it('says so when the library is empty', async () => {
    stubLibrary([], []);
    await show();
    expect(document.querySelector('[data-testid="library-empty"]')?.textContent).toContain(
      'Content packs you add will appear here.',
    );
  });

  it('asks whether each pack kept on the device changed', async () => {
    stubLibrary([aCategory(CATEGORY_IDS.nature, 'Nature', [forest])], [forest]);
    fakeDownloads.setRecords([
      aRecord(forest.id, 'ready_to_play', 2 * GB),
      aRecord(river.id, 'downloading', GB),
    ]);
    await show();
    expect(fakeDownloads.downloads.checkForUpdate.mock.calls).toEqual([[forest.id]]);
  });
});

describe('the contentIds query (spec 2 §2)', () => {
  beforeEach(() => {
    stubLibrary(
      [
        aCategory(CATEGORY_IDS.nature, 'Nature', [forest, river]),
        aCategory(CATEGORY_IDS.desert, 'Desert', [dunes]),
      ],
      [forest, river, dunes],
    );
  });

  it('scrolls to the first listed pack of the library and highlights it briefly', async () => {
    vi.useFakeTimers();
    // An id the library does not hold is passed over.
    await show(
      `/library?contentIds=${PACK_IDS.forest.replace('01', '99')},${dunes.id},${forest.id}`,
    );
    expect(scrolledTo).toEqual([card(dunes.id)]);
    expect(card(dunes.id)?.classList.contains('is-highlighted')).toBe(true);
    expect(card(forest.id)?.classList.contains('is-highlighted')).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(HIGHLIGHT_MS - 1));
    expect(card(dunes.id)?.classList.contains('is-highlighted')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(card(dunes.id)?.classList.contains('is-highlighted')).toBe(false);
  });

  it('scrolls nowhere without the query', async () => {
    await show();
    expect(scrolledTo).toEqual([]);
    expect(document.querySelector('.is-highlighted')).toBeNull();
  });
});
