/** The 24 scenes behind covers, banners, the trailer and the hover previews, in cover order. */
import { Canvas } from '../canvas.js';
import { cityGlassTowers, cityNight } from './architecture.js';
import { bridgeSunset, oldTownDomes } from './architecture-historic.js';
import { mountainSnow } from './mountain-snow.js';
import { mountainDawn, mountainDusk, mountainNoon } from './mountains.js';
import { oceanWaves, underwaterRays } from './ocean.js';
import { forestLake, waterfallValley } from './ocean-inland.js';
import { spaceAurora, spaceMoonEarthrise, spaceNebula, spaceRingedPlanet } from './space.js';
import { sailingRegatta, skiSlope } from './sport-outdoor.js';
import { footballPitch, runningTrack } from './sport-stadium.js';
import { northernFjord, tropicalBeach } from './travel-coast.js';
import { canyon, desertDunes } from './travel-desert.js';

type Theme = 'mountains' | 'space' | 'architecture' | 'travel' | 'sport' | 'ocean';

interface Scene {
  theme: Theme;
  draw: (c: Canvas, t: number) => void;
}

/** Order matters: cover-01 … cover-24 follow it, four variants per theme. */
export const SCENES: readonly Scene[] = [
  { theme: 'mountains', draw: mountainDawn },
  { theme: 'mountains', draw: mountainNoon },
  { theme: 'mountains', draw: mountainDusk },
  { theme: 'mountains', draw: mountainSnow },
  { theme: 'space', draw: spaceNebula },
  { theme: 'space', draw: spaceRingedPlanet },
  { theme: 'space', draw: spaceMoonEarthrise },
  { theme: 'space', draw: spaceAurora },
  { theme: 'architecture', draw: cityNight },
  { theme: 'architecture', draw: cityGlassTowers },
  { theme: 'architecture', draw: bridgeSunset },
  { theme: 'architecture', draw: oldTownDomes },
  { theme: 'travel', draw: desertDunes },
  { theme: 'travel', draw: tropicalBeach },
  { theme: 'travel', draw: canyon },
  { theme: 'travel', draw: northernFjord },
  { theme: 'sport', draw: runningTrack },
  { theme: 'sport', draw: footballPitch },
  { theme: 'sport', draw: skiSlope },
  { theme: 'sport', draw: sailingRegatta },
  { theme: 'ocean', draw: oceanWaves },
  { theme: 'ocean', draw: underwaterRays },
  { theme: 'ocean', draw: forestLake },
  { theme: 'ocean', draw: waterfallValley },
];

function sceneAt(index: number): Scene {
  const scene = SCENES[index];
  if (!scene) throw new Error(`no scene #${index + 1}`);
  return scene;
}

export function renderScene(index: number, width: number, height: number, t = 0, camX = 0): Canvas {
  const c = new Canvas(width, height, camX);
  sceneAt(index).draw(c, t);
  return c;
}

/** One scene per theme, in theme order: mountains, space, architecture, travel, sport, ocean. */
export const THEME_SCENES = [0, 5, 8, 13, 16, 21] as const;
