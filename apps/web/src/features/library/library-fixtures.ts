import type { CategoryWithContent, ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { progressOf, type DownloadStatus } from '@parallax/core/rules/download';
import { vi } from 'vitest';
import type { StartOutcome } from './downloads/download-manager';
import type { DownloadFailure } from './downloads/failure-relay';
import type { DownloadRecord } from './downloads/protocol';

/**
 * Component-test data valid by the contracts (the client checks every answer against them), and
 * a stand-in for the download manager module (a Web Worker and the Origin Private File System
 * jsdom does not have): tests `vi.mock` the module with `fakeDownloadManagerModule` and drive
 * its records.
 */

export const PACK_IDS = {
  forest: '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a01',
  river: '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a02',
  dunes: '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a03',
} as const;

export const CATEGORY_IDS = {
  nature: '5e1a7b3c-2d4f-4a6b-9c8d-1e2f3a4b5c01',
  desert: '5e1a7b3c-2d4f-4a6b-9c8d-1e2f3a4b5c02',
} as const;

const GB = 1024 ** 3;

export function aPack(overrides: Partial<ContentPack> = {}): ContentPack {
  const id = overrides.id ?? PACK_IDS.forest;
  return {
    id,
    type: 'video',
    slug: 'forest-light',
    title: 'Forest Light',
    description: 'Morning in the forest.',
    storePreview: '/static/forest.jpg',
    previews: [],
    verticalImages: [],
    author: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Parallax', pic: null },
    publishDate: '2026-01-10T10:00:00.000Z',
    contentReleaseDate: null,
    saveCount: 0,
    purchaseCount: 0,
    scenesCount: 1,
    contentParts: [],
    contentSize: 2 * GB,
    assetsSize: 0,
    packSize: 2 * GB,
    hasTrial: false,
    status: 'PUBLISHED',
    initialPrice: 9.99,
    price: 9.99,
    supportedPlatforms: ['web_app'],
    inLibrary: true,
    isOwned: true,
    isUnlockedBySubscription: false,
    is2DViewerEnabled: true,
    isBonusContent: false,
    customization: {
      accentColor: '#ffffff',
      backgroundColor: '#000000',
      themes: [],
      arrowTheme: 'light',
      seo: null,
    },
    isDynamic: false,
    isDemo: false,
    isPreview: false,
    isAllowedToSetCustomPrice: false,
    customPriceText: null,
    customPriceLowerBound: null,
    models: [],
    tags: [],
    location: null,
    studio: null,
    actors: [],
    isExclusiveForYearAndLifetime: false,
    isAvailableToYearAndLifetimeTariffs: false,
    availableYearAndLifetimeTariffs: [],
    buttonText: null,
    categoryId: CATEGORY_IDS.nature,
    ...overrides,
  };
}

/** The card of a pack, as the library's categories call lists it. */
export function aShortItem(pack: ContentPack): ContentShortItem {
  return {
    id: pack.id,
    slug: pack.slug,
    title: pack.title,
    description: pack.description,
    cover: pack.storePreview,
    storePreview: pack.storePreview,
    storePreviewBack: null,
    unpurchasedImage: null,
    libraryUnpurchasedPreview: null,
    videoPreviewUrl: null,
    releaseDate: null,
    monthOfRelease: null,
    role: null,
    genre: null,
    totalFileSizeInBytes: pack.packSize,
    modelsShortList: [],
    countOfScenes: pack.scenesCount,
    initialPrice: pack.initialPrice,
    price: pack.price,
    isPreview: false,
    isDynamic: pack.isDynamic,
    isDemo: pack.isDemo,
    isBonusContent: false,
    isExclusiveForYearAndLifetime: false,
    isOwned: pack.isOwned,
    isUnlockedBySubscription: pack.isUnlockedBySubscription,
    inLibrary: pack.inLibrary,
    is2DViewerEnabled: pack.is2DViewerEnabled,
  };
}

export function aCategory(
  id: string,
  title: string,
  packs: readonly ContentPack[],
): CategoryWithContent {
  return {
    id,
    name: title.toLowerCase().replaceAll(' ', '-'),
    title,
    description: '',
    position: 0,
    fullCollectionPrice: 0,
    contentCount: packs.length,
    isPresaleEnabled: false,
    isPresaleBought: false,
    presalePrice: null,
    presaleInitialPrice: null,
    presaleImage: null,
    presaleDescription: null,
    presaleReleaseDate: null,
    textColor: '#ffffff',
    backgroundColor: '#000000',
    uiFadingOut: false,
    techDataImages: { mobile: null, desktop: null },
    isOriginsPackUnlocked: false,
    originsPack: null,
    bonusContentPlacing: 'last',
    originsPackPlacing: 'last',
    contentItems: packs.map(aShortItem),
  };
}

export function aRecord(
  contentId: string,
  status: DownloadStatus,
  received = 0,
  total = 2 * GB,
): DownloadRecord {
  return {
    contentId,
    title: 'Forest Light',
    is2DViewerEnabled: true,
    status,
    progress: progressOf(received, total),
    speed: 0,
    storedBytes: received,
    completedAt: null,
    addedAt: 1,
    problem: null,
  };
}

/** The download manager's state in a test: its records, what it answers, its spies. */
function createFakeDownloads() {
  let records: readonly DownloadRecord[] = [];
  const listeners = new Set<() => void>();
  const failureListeners = new Set<(failure: DownloadFailure) => void>();
  const state = { isDownloadable: true, limit: 1 };
  const downloads = {
    hasLoaded: true,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => records,
    recordOf: (contentId: string) =>
      records.find((record) => record.contentId === contentId) ?? null,
    onFailure: (listener: (failure: DownloadFailure) => void) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    download: vi.fn((_contentId: string, _title: string): Promise<StartOutcome> =>
      Promise.resolve({ kind: 'started' }),
    ),
    pause: vi.fn(),
    resume: vi.fn(),
    update: vi.fn(),
    decompress: vi.fn(),
    remove: vi.fn(),
    checkForUpdate: vi.fn(() => Promise.resolve(false)),
  };
  return {
    downloads,
    state,
    /** Replaces the records, as the worker's messages do. */
    setRecords(next: readonly DownloadRecord[]) {
      records = next;
      for (const listener of listeners) listener();
    },
    fail(failure: DownloadFailure) {
      for (const listener of failureListeners) listener(failure);
    },
    reset() {
      records = [];
      listeners.clear();
      failureListeners.clear();
      state.isDownloadable = true;
      state.limit = 1;
      for (const spy of Object.values(downloads)) {
        if (typeof spy === 'function' && 'mockClear' in spy) spy.mockClear();
      }
      downloads.download.mockImplementation(() => Promise.resolve({ kind: 'started' }));
    },
  };
}

export type FakeDownloads = ReturnType<typeof createFakeDownloads>;

/** The one fake of a test file: its `vi.mock` factory and its tests import the same. */
export const fakeDownloads = createFakeDownloads();

/** The download manager module's exports the library uses, over a fake. */
export function fakeDownloadManagerModule(fake: FakeDownloads) {
  return {
    downloads: fake.downloads,
    canDownload: () => fake.state.isDownloadable,
    offlineLimit: () => fake.state.limit,
    setOfflineLimit: (limit: number) => {
      fake.state.limit = limit;
    },
  };
}
