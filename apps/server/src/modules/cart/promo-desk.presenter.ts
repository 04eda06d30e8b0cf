import type { DeskPromoCode, DeskPromoCodeInput } from '@parallax/core/contracts/desk-prices';
import { CART_ITEM_TYPES, type CartItemType } from '@parallax/core/rules/cart';
import { fromCents, toCents } from '@parallax/core/rules/price';
import { revisionOf } from '../../db/revision.js';
import type { PromoCodeRow, PromoCodeValues } from './promo-desk.repository.js';

const isItemType = (kind: string): kind is CartItemType =>
  (CART_ITEM_TYPES as readonly string[]).includes(kind);

/** What the desk edits of a promo code (dollars for a FIXED amount): its revision's digest. */
export function promoEditableOf(row: PromoCodeRow): DeskPromoCodeInput {
  return {
    code: row.code,
    type: row.type === 'FIXED' ? 'FIXED' : 'PERCENT',
    value: row.type === 'FIXED' ? fromCents(row.value) : row.value,
    scope: row.scope.filter(isItemType),
    itemIds: row.itemIds,
    usageLimit: row.usageLimit,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The desk's fields as the table keeps them (cents for a FIXED amount). */
export function promoValuesOf(input: DeskPromoCodeInput): PromoCodeValues {
  return {
    code: input.code,
    type: input.type,
    value: input.type === 'FIXED' ? toCents(input.value) : input.value,
    scope: [...input.scope],
    itemIds: input.itemIds === null ? null : [...new Set(input.itemIds)],
    usageLimit: input.usageLimit,
    expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
  };
}

export function toDeskPromoCode(row: PromoCodeRow, paidOrders: number, now: Date): DeskPromoCode {
  const editable = promoEditableOf(row);
  return {
    ...editable,
    id: row.id,
    usedCount: row.usedCount,
    paidOrders,
    isExpired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    createdAt: row.createdAt.toISOString(),
    revision: revisionOf(editable),
  };
}
