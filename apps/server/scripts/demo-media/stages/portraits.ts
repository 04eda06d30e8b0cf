/**
 * Stage "portraits": a 3:4 profile picture (WebP) for each demo model, named by the model's slug
 * (portraits/<slug>.webp), which the seed sets as the model's photo.
 */
import { demoModels, type DemoModel } from '../../../src/db/seed/demo-people.js';
import { hex, type Color } from '../color.js';
import { writeWebp } from '../encode.js';
import { hash } from '../random.js';
import { STILL_GRAIN, toRgb24 } from '../rgb24.js';
import { renderPortrait, type HairStyle } from '../scenes/portrait.js';
import type { StageContext } from '../stages.js';

export const PORTRAIT_WIDTH = 480;
export const PORTRAIT_HEIGHT = 640;

/** The first cover scene of each theme (four per theme, scenes/catalogue.ts), by model tag. */
const THEME_OF_TAG: Record<string, { scene: number; light: string }> = {
  mountains: { scene: 0, light: '#ffd9a0' },
  snow: { scene: 0, light: '#d8ecff' },
  sunrise: { scene: 0, light: '#ffc27a' },
  sunset: { scene: 8, light: '#ff9f6b' },
  space: { scene: 4, light: '#9fc4ff' },
  'night-sky': { scene: 4, light: '#b7a6ff' },
  architecture: { scene: 8, light: '#ffe2b0' },
  travel: { scene: 12, light: '#ffd08a' },
  sport: { scene: 16, light: '#fff1c9' },
  ocean: { scene: 20, light: '#9fe7ff' },
};

const HAIR_COLORS: Record<string, string> = {
  Blonde: '#d9b66c',
  Black: '#1d1c22',
  Brown: '#6b4a32',
  Red: '#a4442a',
};

const HAIR_STYLES: readonly HairStyle[] = ['short', 'long', 'bun'];

function seedOf(slug: string): number {
  let seed = 17;
  for (const char of slug) seed = Math.imul(seed ^ char.charCodeAt(0), 0x01000193);
  return seed >>> 0;
}

function specOf(model: DemoModel) {
  const tag = model.tags[0] ?? '';
  const theme = THEME_OF_TAG[tag];
  if (!theme) throw new Error(`portraits: no scene for ${model.slug}'s tag "${tag}"`);
  const seed = seedOf(model.slug);
  const hairColor: Color = hex(HAIR_COLORS[model.hairColor ?? ''] ?? '#3a3340');
  return {
    scene: theme.scene + Math.floor(hash(seed, 1, 7) * 4),
    hair: HAIR_STYLES[Math.floor(hash(seed, 2, 7) * HAIR_STYLES.length)] ?? 'short',
    hairColor,
    light: hex(theme.light),
    side: hash(seed, 3, 7) < 0.5 ? (-1 as const) : (1 as const),
    seed,
  };
}

export async function writePortraits({ outputs, pool }: StageContext): Promise<void> {
  for (const model of demoModels) {
    const canvas = renderPortrait(specOf(model), PORTRAIT_WIDTH, PORTRAIT_HEIGHT);
    const rgb = toRgb24(canvas.data, PORTRAIT_WIDTH, PORTRAIT_HEIGHT, STILL_GRAIN);
    const path = outputs.register(`portraits/${model.slug}.webp`);
    await pool.add(() => writeWebp(path, rgb, PORTRAIT_WIDTH, PORTRAIT_HEIGHT, 78));
  }
}
