import { accountEndpoints } from './account.js';
import { authEndpoints } from './auth.js';
import {
  documentsEndpoints,
  flagsEndpoints,
  modelsEndpoints,
  originsEndpoints,
  tagsEndpoints,
} from './browse.js';
import { catalogEndpoints } from './catalog.js';
import type { Endpoint } from './endpoint.js';
import { playerEndpoints } from './player.js';
import { cartEndpoints, paymentsEndpoints } from './shop.js';

const areas: readonly Readonly<Record<string, Endpoint>>[] = [
  catalogEndpoints,
  modelsEndpoints,
  tagsEndpoints,
  originsEndpoints,
  flagsEndpoints,
  documentsEndpoints,
  cartEndpoints,
  paymentsEndpoints,
  playerEndpoints,
  authEndpoints,
  accountEndpoints,
];

/**
 * Every endpoint of the table, served under both API prefixes: the server checks that it serves
 * exactly these (a new area's endpoints are added to `areas`).
 */
export const allEndpoints: readonly Endpoint[] = areas.flatMap((area) => Object.values(area));
