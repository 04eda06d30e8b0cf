import type {
  CustomerDetail,
  CustomerPage,
  CustomerUploads,
} from '@parallax/core/contracts/desk-customers';
import type { DeskListQuery } from '@parallax/core/contracts/desk-common';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import type { AuthService } from '../auth/auth.service.js';
import { customerRowOf } from '../auth/customers.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { LibraryService } from '../library/library.service.js';
import type { OwnershipService } from '../ownership/ownership.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { SupportService } from '../support/support.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CustomersDeskDeps = {
  db: Database;
  auth: Pick<
    AuthService,
    | 'searchCustomers'
    | 'userById'
    | 'customerSessions'
    | 'endCustomerSessions'
    | 'setUploadsAllowed'
  >;
  payments: Pick<PaymentsService, 'desk'>;
  subscriptions: Pick<SubscriptionsService, 'deskViewOf' | 'cancelForCustomer'>;
  support: Pick<SupportService, 'ticketsOfUser'>;
  ownership: Pick<OwnershipService, 'grantedPacks' | 'boughtPresaleCategoryIds'>;
  library: Pick<LibraryService, 'packIds'>;
  snapshot: CatalogSnapshotSource;
  audit: AuditRecorder;
};

async function customerOf(deps: CustomersDeskDeps, userId: string) {
  const user = UUID.test(userId) ? await deps.auth.userById(deps.db, userId) : undefined;
  if (!user) throw new DomainError('UserNotFound', 'No such customer');
  return user;
}

/** What the customer owns and keeps: packs granted one by one, presales, the library. */
async function libraryOf(deps: CustomersDeskDeps, userId: string) {
  const [snapshot, packs, presaleIds, libraryPackIds] = await Promise.all([
    deps.snapshot.get(),
    deps.ownership.grantedPacks(userId),
    deps.ownership.boughtPresaleCategoryIds(userId),
    deps.library.packIds(userId),
  ]);
  const categoryName = new Map(snapshot.categories.map((row) => [row.id, row.name]));
  return {
    packs: packs.map((pack) => ({
      id: pack.contentPackId,
      title: snapshot.withHidden.packById.get(pack.contentPackId)?.title ?? pack.contentPackId,
      source: pack.source,
    })),
    presales: presaleIds.map((id) => ({ id, name: categoryName.get(id) ?? id })),
    libraryPackIds,
  };
}

/** A customer, everything the desk shows of them. */
async function detail(deps: CustomersDeskDeps, userId: string): Promise<CustomerDetail> {
  const user = await customerOf(deps, userId);
  const [orders, library, subscriptions, sessions, tickets, snapshot] = await Promise.all([
    deps.payments.desk.ordersOf(user.id),
    libraryOf(deps, user.id),
    // The subscriptions' renewals, each with the refunds the payments module made of it.
    deps.subscriptions.deskViewOf(user.id).then(deps.payments.desk.withRenewalRefunds),
    deps.auth.customerSessions(user.id),
    deps.support.ticketsOfUser(user.id),
    deps.snapshot.get(),
  ]);
  return {
    profile: {
      ...customerRowOf(user),
      emailConfirmed: user.emailConfirmed,
      language: user.language,
      allowsUploads: user.isAllowedToUploadUserVrFiles,
    },
    orders,
    library,
    subscriptions,
    sessions,
    tickets: tickets.map((ticket) => ({
      ...ticket,
      contentTitle: ticket.contentId
        ? (snapshot.withHidden.packById.get(ticket.contentId)?.title ?? null)
        : null,
    })),
  };
}

/**
 * The desk's customers area (support): finding a customer, all of them on one page, and the
 * actions on them — each written with its audit row in one transaction by the module that owns
 * the thing (payments refund and resend receipts, subscriptions cancel, auth ends sessions and
 * allows files of one's own).
 */
export function createCustomersDesk(deps: CustomersDeskDeps) {
  return {
    search: (query: DeskListQuery): Promise<CustomerPage> => deps.auth.searchCustomers(query),
    detail: (userId: string) => detail(deps, userId),
    refundOrder: deps.payments.desk.refundOrder,
    refundRenewal: deps.payments.desk.refundRenewal,
    resendReceipt: deps.payments.desk.resendReceipt,

    /** As the customer's own cancel: no more renewals, access to the end of the period. */
    async cancelSubscription(actor: DeskActor, subscriptionId: string) {
      const cancelled = await deps.subscriptions.cancelForCustomer(
        subscriptionId,
        async (tx, before, after) => {
          await deps.audit.record(tx, actor, {
            action: 'subscription.cancel',
            entityType: 'subscription',
            entityId: after.id,
            before: { status: before.status, cancelRequestedAt: before.cancelRequestedAt },
            after: { status: after.status, cancelRequestedAt: after.cancelRequestedAt },
          });
        },
      );
      const [shown] = await deps.payments.desk.withRenewalRefunds([cancelled]);
      if (!shown) throw new DomainError('SubscriptionNotFound', 'No such subscription');
      return shown;
    },

    /** Signs the customer out everywhere: their next call is 401. */
    async endSessions(actor: DeskActor, userId: string) {
      const user = await customerOf(deps, userId);
      return deps.db.transaction(async (tx) => {
        const ended = await deps.auth.endCustomerSessions(tx, user.id);
        await deps.audit.record(tx, actor, {
          action: 'user.sign-out-everywhere',
          entityType: 'user',
          entityId: user.id,
          before: null,
          after: ended,
        });
        return ended;
      });
    },

    /**
     * Allows the customer to play files of their own, or withdraws it (spec 2 §6): their next
     * user info says so. The same choice again changes nothing and is not audited.
     */
    async setUploads(actor: DeskActor, userId: string, allowed: boolean): Promise<CustomerUploads> {
      const user = await customerOf(deps, userId);
      return deps.db.transaction(async (tx) => {
        if (await deps.auth.setUploadsAllowed(tx, user.id, allowed)) {
          await deps.audit.record(tx, actor, {
            action: allowed ? 'user.allow-uploads' : 'user.withdraw-uploads',
            entityType: 'user',
            entityId: user.id,
            before: { allowsUploads: !allowed },
            after: { allowsUploads: allowed },
          });
        }
        return { allowed };
      });
    },
  };
}

export type CustomersDesk = ReturnType<typeof createCustomersDesk>;
