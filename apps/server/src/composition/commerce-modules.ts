import { createAccountModule } from '../modules/account/account.module.js';
import { createCartModule } from '../modules/cart/cart.module.js';
import { createDiscountsModule } from '../modules/discounts/discounts.module.js';
import { createPaymentsModule } from '../modules/payments/payments.module.js';
import { paidOrdersByPromoCode } from '../modules/payments/promo-usage.repository.js';
import { createSubscriptionsModule } from '../modules/subscriptions/subscriptions.module.js';
import { createSupportModule } from '../modules/support/support.module.js';
import type { AccountModules } from './account-modules.js';
import type { CatalogModules, ViewerParts } from './catalog-modules.js';
import type { Foundation } from './foundation.js';

/**
 * What a tariff costs, and what buying one makes: discounts (from the flags, what the buyer owns
 * and what their subscription opens), then subscriptions with tariff pricing (on discounts),
 * then the cart (on tariff pricing). Each is built from what exists already.
 */
function buildTariffModules(
  foundation: Foundation,
  { ownership, subscriptionAccess }: ViewerParts,
  { flags }: CatalogModules,
  { auth, notifications, providers }: AccountModules,
) {
  const { config, db, snapshot, jobs, mailer, sessionHttp, publicUrl, now, clock, log } =
    foundation;
  const discounts = createDiscountsModule({
    db,
    snapshot,
    flags: flags.service,
    ownership: ownership.service,
    subscriptionAccessOf: subscriptionAccess.accessOf,
    renewingTariffOf: subscriptionAccess.renewingTariffOf,
    userSourceOf: async (userId) => (await auth.service.userById(db, userId))?.source ?? null,
    isModerator: (userId) => auth.service.isModerator(userId),
    sessionHttp,
    now,
  });
  const subscriptions = createSubscriptionsModule({
    db,
    snapshot,
    access: subscriptionAccess,
    discounts: discounts.service,
    auth: auth.service,
    mailer,
    notifier: notifications.notifier,
    jobs,
    providers,
    sessionHttp,
    publicUrl,
    siteOrigins: config.siteOrigins,
    billing: config.billing,
    now,
    clock,
    log,
  });
  const cart = createCartModule({
    db,
    snapshot,
    ownership: ownership.service,
    subscriptionAccessOf: subscriptionAccess.accessOf,
    pricing: subscriptions.pricing,
    sessionHttp,
    cardAcquiringTypes: config.testAcquirer ? ['test'] : [],
    now,
    deskAccess: foundation.deskAccess,
    audit: foundation.audit,
    paidOrdersByCode: (codes) => paidOrdersByPromoCode(db, codes),
  });
  return { discounts, subscriptions, cart };
}

/** Payments (checkout and fulfilment) on the cart and subscriptions; support; the account. */
export function buildCommerceModules(
  foundation: Foundation,
  viewer: ViewerParts,
  catalogModules: CatalogModules,
  accounts: AccountModules,
) {
  const { config, db, mailer, sessionHttp, rateLimited, publicUrl, now, log } = foundation;
  const { auth, notifications, providers } = accounts;
  const { notifier } = notifications;
  const tariffs = buildTariffModules(foundation, viewer, catalogModules, accounts);
  const subscriptions = tariffs.subscriptions.service;
  const payments = createPaymentsModule({
    db,
    auth: auth.service,
    cart: tariffs.cart.service,
    ownership: viewer.ownership.service,
    library: catalogModules.library.service,
    subscriptions,
    providers,
    mailer,
    notifier,
    audit: foundation.audit,
    sessionHttp,
    rateLimited,
    publicUrl,
    siteOrigins: config.siteOrigins,
    now,
    log,
    metrics: foundation.metrics.payments,
  });
  const support = createSupportModule({
    db,
    auth: auth.service,
    catalog: catalogModules.catalog.service,
    mailer,
    notifier,
    sessionHttp,
    rateLimited,
    supportEmail: config.support.email,
    publicUrl,
    now,
  });
  const account = createAccountModule({
    db,
    auth: auth.service,
    subscriptions,
    payments: payments.service,
    support: support.service,
    ownership: viewer.ownership.service,
    library: catalogModules.library.service,
    snapshot: foundation.snapshot,
    audit: foundation.audit,
    deskAccess: foundation.deskAccess,
    sessionHttp,
    rateLimited,
    now,
    hasAgeProviderStub: config.ageCheckStub,
  });
  return { ...tariffs, payments, support, account };
}
