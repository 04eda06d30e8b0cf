import type { DemoPack } from './demo-catalog.js';
import { naturePacks } from './demo-packs-nature.js';
import { spaceAndArchitecturePacks } from './demo-packs-space-architecture.js';
import { travelAndSportPacks } from './demo-packs-travel-sport.js';

/** Every demo pack, in store order (by category). */
export const demoPacks: DemoPack[] = [
  ...naturePacks,
  ...spaceAndArchitecturePacks,
  ...travelAndSportPacks,
];
