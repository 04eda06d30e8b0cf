import type {
  DeskPromoCode,
  DeskPromoCodeInput,
  DeskPromoCodePage,
  DeskPromoItem,
} from '@parallax/core/contracts/desk-prices';
import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import { DomainError } from '@parallax/core/errors';
import type { CartItemType } from '@parallax/core/rules/cart';
import type { Database } from '../../db/client.js';
import { revisionOf } from '../../db/revision.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { promoEditableOf, promoValuesOf, toDeskPromoCode } from './promo-desk.presenter.js';
import { promoDeskRepository as repository, type PromoCodeRow } from './promo-desk.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type PromoDeskDeps = {
  db: Database;
  audit: AuditRecorder;
  snapshot: CatalogSnapshotSource;
  /** The paid orders that used each code, by the code in upper case (the payments module's). */
  paidOrdersByCode: (codes: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  now: () => Date;
};

const notFound = () => new DomainError('NotFound', 'No such promo code');
const taken = () =>
  new DomainError('PromoCodeNotUnique', 'code: a promo code with these letters exists');

/** What a code may be limited to, from the catalog: packs, presale categories, tariffs on sale. */
async function promoItems(snapshot: CatalogSnapshotSource): Promise<DeskPromoItem[]> {
  const catalog = await snapshot.get();
  const items: DeskPromoItem[] = [
    ...catalog.withHidden.packs.map((pack) => ({
      type: 'content' as const,
      id: pack.id,
      title: pack.title,
    })),
    ...catalog.categories
      .filter((category) => category.isPresaleEnabled)
      .map((category) => ({ type: 'presale' as const, id: category.id, title: category.name })),
    ...catalog.activeTariffs.map((tariff) => ({
      type: 'tariff' as const,
      id: tariff.id,
      title: tariff.name,
    })),
  ];
  return items.sort((a, b) => a.type.localeCompare(b.type) || a.title.localeCompare(b.title));
}

/** Refuses item ids that are not items of the kinds in the code's scope (400 naming itemIds). */
async function checkItems(snapshot: CatalogSnapshotSource, input: DeskPromoCodeInput) {
  if (input.itemIds === null) return;
  const kinds = new Map<string, CartItemType>(
    (await promoItems(snapshot)).map((item) => [item.id, item.type]),
  );
  const stray = input.itemIds.find((id) => {
    const kind = kinds.get(id);
    return kind === undefined || !input.scope.includes(kind);
  });
  if (stray !== undefined) {
    throw new DomainError(
      'ValidationError',
      `itemIds: ${stray} is no pack, presale category or tariff of the kinds in scope`,
    );
  }
}

/** A new code written with its audit row; 409 when its letters are another code's. */
function insert(
  { db, audit }: PromoDeskDeps,
  actor: DeskActor,
  input: DeskPromoCodeInput,
): Promise<PromoCodeRow> {
  return db
    .transaction(async (tx) => {
      if (await repository.isTaken(tx, input.code, null)) throw taken();
      const created = await repository.insert(tx, promoValuesOf(input));
      await audit.record(tx, actor, {
        action: 'promo.create',
        entityType: 'promo_code',
        entityId: created.id,
        before: null,
        after: promoEditableOf(created),
      });
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken() : error;
    });
}

/**
 * The desk's promo codes (spec 1 §3 promoCodeInfo): a page of them with their use, one created,
 * changed or expired at once, each change in one transaction with its audit row. An order keeps
 * the promo it was paid with (orders.promo), whatever the code becomes.
 */
export function createPromoDeskService(deps: PromoDeskDeps) {
  const { db, audit, snapshot, now } = deps;

  async function present(rows: readonly PromoCodeRow[]): Promise<DeskPromoCode[]> {
    const paid = await deps.paidOrdersByCode(rows.map((row) => row.code));
    const at = now();
    return rows.map((row) => toDeskPromoCode(row, paid.get(row.code.toUpperCase()) ?? 0, at));
  }

  /** A save: the row locked, its revision compared, written and audited in one transaction. */
  async function save(
    actor: DeskActor,
    id: string,
    revision: string,
    action: string,
    change: (tx: Database, row: PromoCodeRow) => Promise<PromoCodeRow>,
  ): Promise<DeskPromoCode> {
    const saved = await db
      .transaction(async (tx) => {
        const row = await repository.byId(tx, id, { lock: true });
        if (!row) throw notFound();
        const before = promoEditableOf(row);
        if (revisionOf(before) !== revision) {
          throw new DomainError('ChangedSinceOpened', 'This was changed since you opened it');
        }
        const after = await change(tx, row);
        await audit.record(tx, actor, {
          action,
          entityType: 'promo_code',
          entityId: id,
          before,
          after: promoEditableOf(after),
        });
        return after;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
    const [view] = await present([saved]);
    if (!view) throw notFound();
    return view;
  }

  return {
    async page(query: DeskListQuery): Promise<DeskPromoCodePage> {
      const { rows, total } = await repository.page(db, query);
      return { items: await present(rows), total, page: query.page, size: query.size };
    },

    async one(id: string): Promise<DeskPromoCode> {
      const row = await repository.byId(db, id);
      if (!row) throw notFound();
      const [view] = await present([row]);
      if (!view) throw notFound();
      return view;
    },

    items: () => promoItems(snapshot),

    async create(actor: DeskActor, input: DeskPromoCodeInput): Promise<DeskPromoCode> {
      await checkItems(snapshot, input);
      const [view] = await present([await insert(deps, actor, input)]);
      if (!view) throw notFound();
      return view;
    },

    async update(actor: DeskActor, id: string, input: DeskPromoCodeInput & { revision: string }) {
      await checkItems(snapshot, input);
      return save(actor, id, input.revision, 'promo.update', async (tx) => {
        if (await repository.isTaken(tx, input.code, id)) throw taken();
        return repository.update(tx, id, promoValuesOf(input));
      });
    },

    /** Ends a code now: a cart holding it is told it has expired. */
    expire: (actor: DeskActor, id: string, revision: string) =>
      save(actor, id, revision, 'promo.expire', (tx) =>
        repository.update(tx, id, { expiresAt: now() }),
      ),
  };
}

export type PromoDeskService = ReturnType<typeof createPromoDeskService>;
