import { deskApi, type AppModule } from '../../app-module.js';
import type { DeskAccess } from '../../http/desk-access.js';
import type { UsageFiguresService } from '../analytics/usage-figures.service.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { SalesFiguresService } from '../payments/sales-figures.service.js';
import type { SubscriptionFiguresService } from '../subscriptions/subscription-figures.service.js';
import { salesDeskRoutes } from './sales-desk.routes.js';
import { createSalesService } from './sales.service.js';

/**
 * The sales dashboard (desk area `sales`): it owns no table; payments, subscriptions and
 * analytics each sum their own rows, and this module puts the sums side by side.
 */
export function createSalesModule(deps: {
  payments: SalesFiguresService;
  subscriptions: SubscriptionFiguresService;
  usage: UsageFiguresService;
  snapshot: CatalogSnapshotSource;
  deskAccess: DeskAccess;
  now: () => Date;
}) {
  const sales = createSalesService({
    payments: deps.payments,
    subscriptions: deps.subscriptions,
    usage: deps.usage,
    packNameOf: async (contentPackId) => {
      const pack = (await deps.snapshot.get()).withHidden.packById.get(contentPackId);
      return pack ? { slug: pack.slug, title: pack.title } : null;
    },
    now: deps.now,
  });
  return {
    service: sales,
    desk: deskApi(salesDeskRoutes, { sales, deskAccess: deps.deskAccess }),
  } satisfies AppModule;
}
