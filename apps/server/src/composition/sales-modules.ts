import { createUsageFiguresService } from '../modules/analytics/usage-figures.service.js';
import { createSalesFiguresService } from '../modules/payments/sales-figures.service.js';
import { createSalesModule } from '../modules/sales/sales.module.js';
import { createSubscriptionFiguresService } from '../modules/subscriptions/subscription-figures.service.js';
import type { Foundation } from './foundation.js';

/**
 * The sales dashboard: payments, subscriptions and analytics each sum their own tables (their
 * figures services read only those), and the sales module composes the sums.
 */
export function buildSalesModules(foundation: Foundation) {
  const { db, snapshot, deskAccess, now } = foundation;
  const sales = createSalesModule({
    payments: createSalesFiguresService({ db }),
    subscriptions: createSubscriptionFiguresService({ db }),
    usage: createUsageFiguresService({ db }),
    snapshot,
    deskAccess,
    now,
  });
  return { sales };
}
