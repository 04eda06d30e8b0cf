import { hasControlCharacters } from '@parallax/core/contracts/common';
import type {
  DeskOrder,
  RefundRequest,
  RenewalRefundRequest,
} from '@parallax/core/contracts/desk-customers';
import { toCents } from '@parallax/core/rules/price';
import { z } from 'zod';

/** A field problem of the refund form: a key of the texts' `refund.errors`. */
export type RefundProblem =
  'amountRequired' | 'amountInvalid' | 'amountTooLarge' | 'reasonTooLong' | 'reasonInvalid';

export const REASON_MAX = 500;

/** Dollars as typed: digits, and at most two after a point. */
const DOLLARS = /^\d+(?:\.\d{1,2})?$/;

/**
 * The refund form of an order: lines to take back, an amount in dollars (more than 0, at most
 * what is left: `refundable`) and a reason — the server's rules (contracts/desk-customers.ts).
 */
export function refundFormOf(refundable: number) {
  return z.object({
    itemIds: z.array(z.string()),
    amount: z.string().superRefine((value, context) => {
      const text = value.trim();
      const problem: RefundProblem | null =
        text === ''
          ? 'amountRequired'
          : !DOLLARS.test(text) || toCents(Number(text)) <= 0
            ? 'amountInvalid'
            : toCents(Number(text)) > toCents(refundable)
              ? 'amountTooLarge'
              : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    reason: z.string().superRefine((value, context) => {
      const problem: RefundProblem | null = hasControlCharacters(value, { multiline: true })
        ? 'reasonInvalid'
        : value.trim().length > REASON_MAX
          ? 'reasonTooLong'
          : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormOf>>;

const PROBLEMS: readonly string[] = [
  'amountRequired',
  'amountInvalid',
  'amountTooLarge',
  'reasonTooLong',
  'reasonInvalid',
] satisfies RefundProblem[];

/** A field's problem as the form holds it (its message), or undefined. */
export const refundProblemOf = (message: string | undefined): RefundProblem | undefined =>
  message !== undefined && PROBLEMS.includes(message) ? (message as RefundProblem) : undefined;

/** The lines a refund may still take back: those no refund took before. */
export const refundableLines = (order: DeskOrder) => order.lines.filter((line) => !line.isRefunded);

/**
 * The amount the form suggests: the chosen lines' sum, at most what is left; with no line
 * chosen, all that is left. In dollars, as typed.
 */
export function suggestedAmount(order: DeskOrder, itemIds: readonly string[]): string {
  const chosen = order.lines.filter((line) => itemIds.includes(line.id));
  const cents =
    chosen.length === 0
      ? toCents(order.refundable)
      : Math.min(
          chosen.reduce((total, line) => total + toCents(line.finalSum), 0),
          toCents(order.refundable),
        );
  return (cents / 100).toFixed(2);
}

/** The request of a valid form; `refundId` made once when the dialog opened. */
export const refundRequestOf = (refundId: string, values: RefundFormValues): RefundRequest => ({
  refundId,
  itemIds: values.itemIds,
  amount: Number(values.amount.trim()),
  reason: values.reason.trim(),
});

/** The request of a valid renewal refund form (it has no lines: `itemIds` stays empty). */
export const renewalRefundRequestOf = (
  refundId: string,
  values: RefundFormValues,
): RenewalRefundRequest => ({
  refundId,
  amount: Number(values.amount.trim()),
  reason: values.reason.trim(),
});

/** The field of one of the server's 400 issues (or its 409 RefundTooLarge); null: no field. */
export function refundProblemFromServer(
  errorType: string,
  issues: readonly { path: string; message: string }[],
): { field: 'amount' | 'reason'; problem: RefundProblem } | null {
  if (errorType === 'RefundTooLarge') return { field: 'amount', problem: 'amountTooLarge' };
  const issue = issues.find((one) => one.path === 'amount' || one.path === 'reason');
  if (!issue) return null;
  return issue.path === 'amount'
    ? { field: 'amount', problem: 'amountInvalid' }
    : { field: 'reason', problem: 'reasonInvalid' };
}
