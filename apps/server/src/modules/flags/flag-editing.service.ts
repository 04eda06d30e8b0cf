import type { DeskDiscountSettings } from '@parallax/core/contracts/desk-prices';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { revisionOf } from '../../db/revision.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { DISCOUNT_FLAG_NAMES, discountSettingsOf, flagRowsOf } from './flag-editing.presenter.js';
import { flagEditingRepository as repository } from './flag-editing.repository.js';

/**
 * The desk's editor of the personal discounts (spec 1 §4 discount type priority) and the
 * card-ownership promo (spec 2 §3), which their feature flags configure: on or off, the percent,
 * the sources and platforms that see each, the promo's pack and windows. A save writes every flag
 * in one transaction with its audit row; the discounts module reads them on the next request.
 */
export function createFlagEditingService(deps: {
  db: Database;
  audit: AuditRecorder;
  /** Whether a pack of the catalog has this slug (the card promo offers it). */
  isPackSlug: (slug: string) => Promise<boolean>;
}) {
  const { db, audit } = deps;

  async function open(): Promise<DeskDiscountSettings> {
    const settings = discountSettingsOf(await repository.named(db, DISCOUNT_FLAG_NAMES));
    return { ...settings, revision: revisionOf(settings) };
  }

  /** A card promo needs a pack: one that names none is off, one that names one names a pack. */
  async function checkCardPromo({ cardPromo }: DeskDiscountSettings): Promise<void> {
    if (cardPromo.slug === '' && cardPromo.isEnabled) {
      throw new DomainError('ValidationError', 'cardPromo.slug: choose the pack on offer');
    }
    if (cardPromo.slug !== '' && !(await deps.isPackSlug(cardPromo.slug))) {
      throw new DomainError('ValidationError', 'cardPromo.slug: no pack has this slug');
    }
  }

  return {
    open,

    async save(actor: DeskActor, body: DeskDiscountSettings): Promise<DeskDiscountSettings> {
      const { revision, ...settings } = body;
      await checkCardPromo(body);
      await db.transaction(async (tx) => {
        await repository.lockSettings(tx);
        const rows = await repository.named(tx, DISCOUNT_FLAG_NAMES, { lock: true });
        const before = discountSettingsOf(rows);
        if (revisionOf(before) !== revision) {
          throw new DomainError('ChangedSinceOpened', 'This was changed since you opened it');
        }
        for (const row of flagRowsOf(rows, settings)) await repository.write(tx, row);
        const after = discountSettingsOf(await repository.named(tx, DISCOUNT_FLAG_NAMES));
        await audit.record(tx, actor, {
          action: 'discounts.update',
          entityType: 'feature_flag',
          entityId: null,
          before,
          after,
        });
      });
      return open();
    },
  };
}

export type FlagEditingService = ReturnType<typeof createFlagEditingService>;
