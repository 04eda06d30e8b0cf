import { DomainError } from '@parallax/core/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  acquirerId,
  mandateForUpdate,
  markMandateRevoked,
  type ManagementSessionRow,
} from './acquirer.repository.js';
import type { OutgoingWebhooks } from './outgoing-webhooks.service.js';
import { testAcquirerManagementSessions, testAcquirerPayments } from './test-acquirer.schema.js';

type ManagementDeps = {
  db: Database;
  publicUrl: string;
  now: () => Date;
  webhooks: Pick<OutgoingWebhooks, 'enqueueEvent'>;
};

/** Opens the hosted management page of a saved card's mandate, for one merchant reference. */
async function createManagementSession(
  { db, publicUrl }: ManagementDeps,
  input: {
    reference: string;
    paymentMethodToken: string | null;
    description: string;
    returnUrl: string;
    webhookUrl: string;
  },
): Promise<{ sessionId: string; redirectUrl: string }> {
  const sessionId = acquirerId('ms');
  await db.insert(testAcquirerManagementSessions).values({ id: sessionId, ...input });
  return { sessionId, redirectUrl: `${publicUrl}/test-acquirer/manage/${sessionId}` };
}

async function managementSession(
  db: Database,
  sessionId: string,
): Promise<ManagementSessionRow & { cardPan: string | null }> {
  const [session] = await db
    .select()
    .from(testAcquirerManagementSessions)
    .where(eq(testAcquirerManagementSessions.id, sessionId));
  if (!session) throw new DomainError('NotFound', 'No such management session');
  const [mandate] = session.paymentMethodToken
    ? await db
        .select({ cardPan: testAcquirerPayments.cardPan })
        .from(testAcquirerPayments)
        .where(eq(testAcquirerPayments.paymentMethodToken, session.paymentMethodToken))
    : [];
  return { ...session, cardPan: mandate?.cardPan ?? null };
}

/**
 * The management page's Cancel: revokes the mandate and tells the merchant with a signed
 * `mandate.canceled` webhook once the acquirer has confirmed it (once per session); where the
 * cardholder goes back to.
 */
async function cancelFromManagement(
  { db, now, webhooks }: ManagementDeps,
  sessionId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(testAcquirerManagementSessions)
      .where(eq(testAcquirerManagementSessions.id, sessionId))
      .for('update');
    if (!session) throw new DomainError('NotFound', 'No such management session');
    if (session.status === 'open') {
      const mandate = session.paymentMethodToken
        ? await mandateForUpdate(tx, session.paymentMethodToken)
        : undefined;
      const revokedAt =
        mandate && !mandate.mandateRevokedAt
          ? await markMandateRevoked(tx, mandate, now)
          : (mandate?.mandateRevokedAt ?? now());
      await tx
        .update(testAcquirerManagementSessions)
        .set({ status: 'canceled', completedAt: now() })
        .where(eq(testAcquirerManagementSessions.id, session.id));
      await webhooks.enqueueEvent(tx, {
        type: 'mandate.canceled',
        url: session.webhookUrl,
        paymentId: mandate?.id ?? null,
        data: { reference: session.reference, paymentMethodToken: session.paymentMethodToken },
        // Told once the acquirer has confirmed it.
        notBefore: revokedAt,
      });
    }
    const url = new URL(session.returnUrl);
    url.searchParams.set('success', 'true');
    return url.toString();
  });
}

/**
 * The hosted management page of a saved card's mandate (what a processor's customer portal is),
 * opened for one merchant reference, where the cardholder cancels it.
 */
export function createManagementSessions(deps: ManagementDeps) {
  return {
    createManagementSession: (input: Parameters<typeof createManagementSession>[1]) =>
      createManagementSession(deps, input),
    managementSession: (sessionId: string) => managementSession(deps.db, sessionId),
    cancelFromManagement: (sessionId: string) => cancelFromManagement(deps, sessionId),
  };
}
