import { DomainError } from '@parallax/core/errors';
import { z } from 'zod';
import {
  PaymentRefused,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
} from '../payments.types.js';
import type { PaymentRow } from './acquirer.repository.js';
import { losesRefundAnswer } from './test-cards.rules.js';
import type { TestAcquirer } from './test-acquirer.service.js';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.rules.js';

const PaymentWebhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  data: z.object({
    paymentId: z.string().min(1).max(100),
    merchantReference: z.string().min(1).max(100),
    status: z.string(),
    amountCents: z.number().int(),
    refundedCents: z.number().int().default(0),
    cardPan: z.string().nullable(),
    // Absent from a webhook queued before the acquirer gave fingerprints.
    cardFingerprint: z.string().max(100).nullable().default(null),
    paymentMethodToken: z.string().nullable(),
    failureReason: z.string().nullable(),
  }),
});

const MandateWebhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('mandate.canceled'),
  data: z.object({
    reference: z.string().min(1).max(100),
    paymentMethodToken: z.string().max(100).nullable(),
  }),
});

function stateOf(payment: {
  paymentId: string;
  merchantReference: string;
  status: string;
  amountCents: number;
  cardPan: string | null;
  cardFingerprint: string | null;
  paymentMethodToken: string | null;
  failureReason: string | null;
}): PaymentState {
  return {
    paymentId: payment.paymentId,
    orderId: payment.merchantReference,
    status:
      payment.status === 'succeeded'
        ? 'succeeded'
        : payment.status === 'failed' || payment.status === 'canceled'
          ? 'failed'
          : 'pending',
    amountCents: payment.amountCents,
    cardPan: payment.cardPan,
    cardFingerprint: payment.cardFingerprint,
    paymentMethodToken: payment.paymentMethodToken,
    failureReason: payment.failureReason,
  };
}

/** Checks a webhook's signature and age, then reads it as a payment or mandate event. */
function parseWebhook(
  { secret, now }: { secret: string; now: () => Date },
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): PaymentEvent {
  const header = headers[SIGNATURE_HEADER];
  verifyWebhookSignature(secret, rawBody, typeof header === 'string' ? header : undefined, now());
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new DomainError('BadRequest', 'The webhook body is not JSON');
  }
  const mandate = MandateWebhookBody.safeParse(parsed);
  if (mandate.success) {
    return {
      kind: 'mandate',
      eventId: mandate.data.id,
      type: mandate.data.type,
      reference: mandate.data.data.reference,
      paymentMethodToken: mandate.data.data.paymentMethodToken,
    };
  }
  const body = PaymentWebhookBody.safeParse(parsed);
  if (!body.success) throw new DomainError('BadRequest', 'The webhook body is not an event');
  return {
    ...stateOf(body.data.data),
    kind: 'payment',
    eventId: body.data.id,
    type: body.data.type,
    refundedCents: body.data.data.refundedCents,
  };
}

const rowState = (row: PaymentRow) => stateOf({ ...row, paymentId: row.id });

/**
 * The merchant's side of the test acquirer: what a provider adapter for a real processor would
 * be, with calls to its API replaced by calls into the in-process acquirer.
 */
export function createTestAcquirerProvider({
  acquirer,
  secret,
  now,
}: {
  acquirer: TestAcquirer;
  secret: string;
  now: () => Date;
}): PaymentProvider {
  return {
    id: 'test',

    async createCheckout(input) {
      return acquirer.createCheckout({
        merchantReference: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        customerEmail: input.customerEmail,
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
      });
    },

    verifyWebhook: (rawBody, headers) => parseWebhook({ secret, now }, rawBody, headers),

    async retrieve(paymentId) {
      return rowState(await acquirer.payment(paymentId));
    },

    async chargeSavedMethod(input) {
      return rowState(
        await acquirer.chargeSaved({
          paymentMethodToken: input.paymentMethodToken,
          merchantReference: input.orderId,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
        }),
      );
    },

    async refund(input) {
      const { payment, isReplay } = await acquirer
        .refund({
          paymentId: input.paymentId,
          amountCents: input.amountCents,
          idempotencyKey: input.refundId,
        })
        .catch((error: unknown) => {
          throw error instanceof DomainError ? new PaymentRefused(error.message) : error;
        });
      if (!isReplay && losesRefundAnswer(payment.cardPan)) {
        throw new Error('The acquirer did not answer in time');
      }
      return { refundedCents: payment.refundedCents };
    },

    async createManagementSession(input) {
      const { redirectUrl } = await acquirer.createManagementSession(input);
      return { redirectUrl };
    },

    cancelMandate: (paymentMethodToken) => acquirer.revokeMandate(paymentMethodToken),
  };
}
