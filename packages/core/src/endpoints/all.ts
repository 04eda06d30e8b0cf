import { accountEndpoints } from './account.js';
import { analyticsEndpoints } from './analytics.js';
import { authEndpoints } from './auth.js';
import { documentsEndpoints, modelsEndpoints, originsEndpoints } from './browse.js';
import { catalogEndpoints } from './catalog.js';
import { credentialsEndpoints } from './credentials.js';
import { deskStaffEndpoints } from './desk-staff.js';
import { deskCatalogEndpoints } from './desk-catalog.js';
import { deskContentEndpoints } from './desk-content.js';
import { deskPricesEndpoints } from './desk-prices.js';
import { deskCustomersEndpoints } from './desk-customers.js';
import { deskSalesEndpoints } from './desk-sales.js';
import { devEndpoints } from './dev.js';
import { deviceGrantEndpoints } from './device-grant.js';
import type { Endpoint } from './endpoint.js';
import { feedsEndpoints } from './feeds.js';
import { libraryEndpoints } from './library.js';
import { notificationsEndpoints } from './notifications.js';
import { playerEndpoints } from './player.js';
import { releasesEndpoints } from './releases.js';
import { flagsEndpoints, tagsEndpoints } from './site.js';
import { cartEndpoints, paymentsEndpoints } from './shop.js';
import { socialEndpoints } from './social.js';
import { clockEndpoints, subscriptionEndpoints } from './subscriptions.js';
import { supportEndpoints } from './support.js';
import { systemEndpoints } from './system.js';

// Each area's endpoints by name: an operation's id is its area and name (`accountInfo`).
const areas: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  catalog: catalogEndpoints,
  models: modelsEndpoints,
  tags: tagsEndpoints,
  origins: originsEndpoints,
  flags: flagsEndpoints,
  documents: documentsEndpoints,
  cart: cartEndpoints,
  payments: paymentsEndpoints,
  subscription: subscriptionEndpoints,
  player: playerEndpoints,
  library: libraryEndpoints,
  feeds: feedsEndpoints,
  analytics: analyticsEndpoints,
  notifications: notificationsEndpoints,
  support: supportEndpoints,
  auth: authEndpoints,
  oauth: deviceGrantEndpoints,
  account: accountEndpoints,
  credentials: credentialsEndpoints,
  social: socialEndpoints,
  system: systemEndpoints,
  releases: releasesEndpoints,
  deskStaff: deskStaffEndpoints,
  deskCatalog: deskCatalogEndpoints,
  deskContent: deskContentEndpoints,
  deskPrices: deskPricesEndpoints,
  deskCustomers: deskCustomersEndpoints,
  deskSales: deskSalesEndpoints,
  dev: devEndpoints,
  clock: clockEndpoints,
};

/**
 * Every endpoint of the table, each under both API prefixes or at its own base: the server checks
 * that it serves exactly these (a new area's endpoints are added to `areas`).
 */
export const allEndpoints: readonly Endpoint[] = Object.values(areas).flatMap((area) =>
  Object.values(area),
);

const operationIds = new Map(
  Object.entries(areas).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => [
      endpoint,
      `${area}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    ]),
  ),
);

/** The OpenAPI operationId of an endpoint of the table: its area and its name there. */
export function operationIdOf(endpoint: Endpoint): string {
  const id = operationIds.get(endpoint);
  if (id === undefined) throw new Error(`${endpoint.method} ${endpoint.path} is not in the table`);
  return id;
}
