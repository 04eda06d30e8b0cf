import type { Database } from '../../db/client.js';
import type { CatalogRepository, CategoryRow, PackRow, TariffRow } from './catalog.repository.js';

/** A pack as the snapshot hands it out: other modules take the type from here. */
export type { PackRow };

/** Packs in store order, and by id and by slug. */
type PackIndex = {
  packs: readonly PackRow[];
  packById: ReadonlyMap<string, PackRow>;
  packBySlug: ReadonlyMap<string, PackRow>;
};

/**
 * `packs`, `packById` and `packBySlug` are the store's: a pack a moderator hid (spec 2 §3
 * contentModerationDto HIDDEN) is not among them, so no list, page, cart or search offers it.
 * `withHidden` holds every pack, for what users already have: an owner keeps a hidden pack in
 * their library, player and feeds (core/rules/entitlement.ts: it stays its owners' only).
 */
export type CatalogSnapshot = PackIndex & {
  withHidden: PackIndex;
  categories: readonly CategoryRow[];
  yearAndLifetimeTariffs: readonly TariffRow[];
  /** Every tariff on sale, in display order. */
  activeTariffs: readonly TariffRow[];
};

function indexed(packs: readonly PackRow[]): PackIndex {
  return {
    packs,
    packById: new Map(packs.map((pack) => [pack.id, pack])),
    packBySlug: new Map(packs.map((pack) => [pack.slug, pack])),
  };
}

export type CatalogSnapshotOptions = {
  /** How long a loaded catalog is served before the next request reloads it; 0 disables. */
  ttlMs: number;
  now: () => Date;
};

/**
 * The catalog changes rarely and is read by every page, so each server process keeps it in memory
 * for a few seconds instead of rebuilding it from the database per request (bench/: ~14 ms of CPU
 * per content-list request without it). Loads are single-flight: a burst of requests after expiry
 * waits on one set of queries. Writes from anywhere else (seed, import, another instance) show up
 * within the TTL; nothing another instance needs lives here.
 */
export function createCatalogSnapshot(
  repository: CatalogRepository,
  options: CatalogSnapshotOptions,
) {
  let current: { snapshot: CatalogSnapshot; loadedAt: number } | null = null;
  let loading: Promise<CatalogSnapshot> | null = null;
  // Bumped by invalidate(): a load that started before it may hold rows from before the write.
  let generation = 0;

  async function load(): Promise<CatalogSnapshot> {
    const [packs, categories, yearAndLifetimeTariffs, activeTariffs] = await Promise.all([
      repository.findAllPacks(),
      repository.findCategories(),
      repository.findYearAndLifetimeTariffs(),
      repository.findActiveTariffs(),
    ]);
    return {
      ...indexed(packs.filter((pack) => pack.hiddenAt === null)),
      withHidden: indexed(packs),
      categories,
      yearAndLifetimeTariffs,
      activeTariffs,
    };
  }

  return {
    async get(): Promise<CatalogSnapshot> {
      const now = options.now().getTime();
      if (current && now - current.loadedAt < options.ttlMs) return current.snapshot;
      if (loading) return loading;
      const started = generation;
      const pending: Promise<CatalogSnapshot> = load()
        .then((snapshot) => {
          if (started === generation) current = { snapshot, loadedAt: options.now().getTime() };
          return snapshot;
        })
        .finally(() => {
          if (loading === pending) loading = null;
        });
      loading = pending;
      return pending;
    },

    /**
     * The tariffs on sale, read in the caller's transaction. Inside a transaction use this, not
     * `get()`: a stale snapshot reloads on the database, and PGlite runs that load only after
     * the transaction, which waits for it.
     */
    activeTariffsIn: (tx: Database) => repository.findActiveTariffs(tx),

    /** Drops the cached catalog, so the next read sees what this process just wrote. */
    invalidate(): void {
      current = null;
      loading = null;
      generation += 1;
    },
  };
}

export type CatalogSnapshotSource = ReturnType<typeof createCatalogSnapshot>;

/** The store's packs with these ids, in store order. */
export function packsWithIds(snapshot: CatalogSnapshot, ids: readonly string[]): PackRow[] {
  const wanted = new Set(ids);
  return snapshot.packs.filter((pack) => wanted.has(pack.id));
}
