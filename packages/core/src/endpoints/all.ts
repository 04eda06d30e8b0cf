import { accountEndpoints } from './account.js';
import { analyticsEndpoints } from './analytics.js';
import { authEndpoints } from './auth.js';
import {
  documentsEndpoints,
  flagsEndpoints,
  modelsEndpoints,
  originsEndpoints,
  tagsEndpoints,
} from './browse.js';
import { catalogEndpoints } from './catalog.js';
import { credentialsEndpoints } from './credentials.js';
import { devEndpoints } from './dev.js';
import type { Endpoint } from './endpoint.js';
import { feedsEndpoints } from './feeds.js';
import { libraryEndpoints } from './library.js';
import { notificationsEndpoints } from './notifications.js';
import { playerEndpoints } from './player.js';
import { releasesEndpoints } from './releases.js';
import { cartEndpoints, paymentsEndpoints } from './shop.js';
import { socialEndpoints } from './social.js';
import { clockEndpoints, subscriptionEndpoints } from './subscriptions.js';
import { supportEndpoints } from './support.js';
import { systemEndpoints } from './system.js';

const areas: readonly Readonly<Record<string, Endpoint>>[] = [
  catalogEndpoints,
  modelsEndpoints,
  tagsEndpoints,
  originsEndpoints,
  flagsEndpoints,
  documentsEndpoints,
  cartEndpoints,
  paymentsEndpoints,
  subscriptionEndpoints,
  playerEndpoints,
  libraryEndpoints,
  feedsEndpoints,
  analyticsEndpoints,
  notificationsEndpoints,
  supportEndpoints,
  authEndpoints,
  accountEndpoints,
  credentialsEndpoints,
  socialEndpoints,
  systemEndpoints,
  releasesEndpoints,
  devEndpoints,
  clockEndpoints,
];

/**
 * Every endpoint of the table, each under both API prefixes or at its own base: the server checks
 * that it serves exactly these (a new area's endpoints are added to `areas`).
 */
export const allEndpoints: readonly Endpoint[] = areas.flatMap((area) => Object.values(area));
