import type { DeskTariff, DeskTariffUpdate } from '@parallax/core/contracts/desk-prices';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { revisionOf } from '../../db/revision.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { tariffEditableOf, tariffValuesOf, toDeskTariff } from './tariff-editing.presenter.js';
import {
  tariffEditingRepository as repository,
  type TariffEditRow,
} from './tariff-editing.repository.js';

/** A tariff's prices, as the renewal price of its subscriptions follows from them. */
type TariffPrices = { id: string; priceCents: number; recurringPriceCents: number | null };

/** The subscriptions module's side of a tariff's price: who holds it, and repricing them. */
export type TariffRenewals = {
  renewalPriceCents: (tariff: TariffPrices) => number;
  runningByTariff: (db: Database) => Promise<ReadonlyMap<string, number>>;
  repriceRenewals: (tx: Database, tariff: TariffPrices) => Promise<number>;
};

const notFound = (id: string) => new DomainError('NotFound', `No tariff ${id}`);

/**
 * The desk's tariffs (spec 1 §3 Tariff): every one with its running subscriptions, and a change
 * of its prices, period, trial (and the packs it opens), texts, plan card lines or sale in one
 * transaction with its audit row. An order keeps the lines it was paid at, and a running
 * subscription the renewal price it was sold with, unless the operator asks for the new one to
 * apply to them too (`applyRenewalToSubscribers`): then the subscriptions module reprices them in
 * the same transaction, audited with how many.
 */
export function createTariffEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  renewals: TariffRenewals;
  /** Called once a change committed: this instance serves the new catalog at once. */
  onChange: () => void;
}) {
  const { db, audit, renewals } = deps;

  const present = (row: TariffEditRow, running: ReadonlyMap<string, number>): DeskTariff =>
    toDeskTariff(row, {
      liveSubscriptions: running.get(row.id) ?? 0,
      renewalPriceCents: renewals.renewalPriceCents(row),
    });

  async function write(actor: DeskActor, id: string, body: DeskTariffUpdate) {
    const { revision, applyRenewalToSubscribers, ...input } = body;
    return db.transaction(async (tx) => {
      const row = await repository.byId(tx, id, { lock: true });
      if (!row) throw notFound(id);
      const before = tariffEditableOf(row);
      if (revisionOf(before) !== revision) {
        throw new DomainError('ChangedSinceOpened', 'This was changed since you opened it');
      }
      const packs = await repository.existingPackIds(tx, input.trialPackIds);
      input.trialPackIds.forEach((packId, index) => {
        if (!packs.has(packId)) {
          const field = `trialPackIds.${index}`;
          throw new DomainError('ValidationError', `${field}: no such content pack`);
        }
      });
      const saved = await repository.update(tx, id, tariffValuesOf(row, input));
      const after = tariffEditableOf(saved);
      await audit.record(tx, actor, {
        action: 'tariff.update',
        entityType: 'tariff',
        entityId: id,
        before,
        after,
      });
      if (!applyRenewalToSubscribers) return { saved, repriced: 0 };
      const repriced = await renewals.repriceRenewals(tx, saved);
      await audit.record(tx, actor, {
        action: 'tariff.reprice-renewals',
        entityType: 'tariff',
        entityId: id,
        before: null,
        after: {
          renewalPrice: renewals.renewalPriceCents(saved) / 100,
          repricedSubscriptions: repriced,
        },
      });
      return { saved, repriced };
    });
  }

  return {
    async list(): Promise<{ tariffs: DeskTariff[] }> {
      const [rows, running] = await Promise.all([repository.all(db), renewals.runningByTariff(db)]);
      return { tariffs: rows.map((row) => present(row, running)) };
    },

    async save(actor: DeskActor, id: string, body: DeskTariffUpdate) {
      const { saved, repriced } = await write(actor, id, body);
      deps.onChange();
      return {
        tariff: present(saved, await renewals.runningByTariff(db)),
        repricedSubscriptions: repriced,
      };
    },
  };
}

export type TariffEditingService = ReturnType<typeof createTariffEditingService>;
