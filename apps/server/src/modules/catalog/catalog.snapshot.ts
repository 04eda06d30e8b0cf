import type { Database } from '../../db/client.js';
import { isDatabaseUnreachable } from '../../db/connection-errors.js';
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
  /** The catalog version (catalog_version) read before these rows. */
  version: number;
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
  /**
   * How long the catalog version is trusted without asking the database; 0 asks on every read.
   * A change the database announced (`invalidate()`, called on NOTIFY parallax_catalog) is
   * asked about at the next read whatever the time.
   */
  ttlMs: number;
  now: () => Date;
};

/**
 * The catalog changes a few times a day and is read by every page, so each server process keeps
 * it in memory, keyed by the catalog version: a statement trigger on every catalog table bumps
 * catalog_version and notifies `parallax_catalog` (migration 0014), whichever process or instance
 * wrote. A read checks the version when the database announced a change, or at most every
 * `ttlMs` in case an announcement was lost; the rows are reloaded only when it moved. Checks and
 * loads are single-flight: a burst of requests waits on one set of queries.
 */
export function createCatalogSnapshot(
  repository: CatalogRepository,
  options: CatalogSnapshotOptions,
) {
  let current: { snapshot: CatalogSnapshot; checkedAt: number } | null = null;
  let pending: Promise<CatalogSnapshot> | null = null;
  // Changes announced, and how many of them the current snapshot has been checked against.
  let announced = 0;
  let checkedAgainst = 0;

  async function load(version: number): Promise<CatalogSnapshot> {
    const [packs, categories, yearAndLifetimeTariffs, activeTariffs] = await Promise.all([
      repository.findAllPacks(),
      repository.findCategories(),
      repository.findYearAndLifetimeTariffs(),
      repository.findActiveTariffs(),
    ]);
    return {
      ...indexed(packs.filter((pack) => pack.hiddenAt === null)),
      version,
      withHidden: indexed(packs),
      categories,
      yearAndLifetimeTariffs,
      activeTariffs,
    };
  }

  async function check(announcedBefore: number): Promise<CatalogSnapshot> {
    let version: number;
    try {
      // The version first: rows read after it are at least that new.
      version = await repository.catalogVersion();
    } catch (error) {
      // The database out of reach (a restart, a failover): the store goes on showing the catalog
      // as last read, and the next read checks again.
      if (current && isDatabaseUnreachable(error)) return current.snapshot;
      throw error;
    }
    const known = current?.snapshot;
    const snapshot = known && known.version === version ? known : await load(version);
    // Checks overlap after invalidate(): an older one finishing last keeps the newer rows.
    if (!current || current.snapshot.version <= snapshot.version) {
      current = { snapshot, checkedAt: options.now().getTime() };
      checkedAgainst = Math.max(checkedAgainst, announcedBefore);
    }
    return snapshot;
  }

  /** The snapshot in force when it needs no check: no write announced, the TTL not run out. */
  function unchecked(): CatalogSnapshot | null {
    const now = options.now().getTime();
    if (current && checkedAgainst === announced && now - current.checkedAt < options.ttlMs) {
      return current.snapshot;
    }
    return null;
  }

  return {
    async get(): Promise<CatalogSnapshot> {
      const known = unchecked();
      if (known) return known;
      if (pending) return pending;
      const checking: Promise<CatalogSnapshot> = check(announced).finally(() => {
        if (pending === checking) pending = null;
      });
      pending = checking;
      return checking;
    },

    /**
     * What `get()` would answer without a query, else null (a check is due): for answers made
     * before routing, which must not wait.
     */
    peek: unchecked,

    /**
     * The tariffs on sale, read in the caller's transaction. Inside a transaction use this, not
     * `get()`: a check or load runs on the database, and PGlite runs it only after the
     * transaction, which waits for it.
     */
    activeTariffsIn: (tx: Database) => repository.findActiveTariffs(tx),

    /**
     * The catalog changed (this process wrote, or the database announced a write): the next read
     * asks for the version, and reloads if it moved. A check under way may predate the write, so
     * it is not waited on.
     */
    invalidate(): void {
      announced += 1;
      pending = null;
    },
  };
}

export type CatalogSnapshotSource = ReturnType<typeof createCatalogSnapshot>;

/** The store's packs with these ids, in store order. */
export function packsWithIds(snapshot: CatalogSnapshot, ids: readonly string[]): PackRow[] {
  const wanted = new Set(ids);
  return snapshot.packs.filter((pack) => wanted.has(pack.id));
}
