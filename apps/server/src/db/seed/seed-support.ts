import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../client.js';
import type { DemoMediaKey } from './demo-catalog.js';

/** The seed's transaction. */
export type SeedTx = Parameters<Parameters<Database['transaction']>[0]>[0];

const ManifestEntry = z.object({
  path: z.string(),
  kind: z.enum(['image', 'video', 'scene3d']),
  durationSeconds: z.number().optional(),
  projection: z.enum(['flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200']),
  stereo: z.enum(['mono', 'sbs', 'tb']),
  sizeInBytes: z.number().int().nonnegative(),
  sha256: z.string().length(64),
});
export type ManifestEntry = z.infer<typeof ManifestEntry>;

export const asset = (path: string) => `/static/demo/${path}`;
const pad = (n: number) => String(n).padStart(2, '0');
export const cover = (n: number) => asset(`covers/cover-${pad(n)}.jpg`);
export const wide = (n: number) => asset(`wide/wide-${pad(n)}.jpg`);
/** Covers come in six themes of four (01–04 mountains, 05–08 space, …); one preview clip each. */
export const clip = (coverNumber: number) =>
  asset(`previews/clip-${pad(Math.ceil(coverNumber / 4))}.mp4`);

async function readManifest(mediaDir: string): Promise<Map<string, ManifestEntry>> {
  const file = join(mediaDir, 'manifest.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Demo media manifest missing: ${file} (run npm run media -w apps/server)`);
  });
  const entries = z.array(ManifestEntry.loose()).parse(JSON.parse(text));
  return new Map(entries.map((entry) => [entry.path, entry]));
}

/** What every step of the seed reads: the demo media files, by their key in the manifest. */
export type SeedMedia = {
  media: (key: DemoMediaKey) => ManifestEntry;
  /** A model's profile picture, rendered by the media script's portraits stage. */
  portrait: (slug: string) => string;
};

export async function loadSeedMedia(mediaDir: string): Promise<SeedMedia> {
  const manifest = await readManifest(mediaDir);
  return {
    media: (key) => {
      const entry = manifest.get(key);
      if (!entry) throw new Error(`Demo media ${key} is not in the manifest`);
      return entry;
    },
    portrait: (slug) => {
      const path = `portraits/${slug}.webp`;
      if (!manifest.has(path)) throw new Error(`Demo media ${path} is not in the manifest`);
      return asset(path);
    },
  };
}

/** `set` for an upsert that takes every column from the proposed row (`excluded.*`). */
export function excludedAll(table: Table, skip: string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !skip.includes(key))
      .map(([key, column]) => {
        // With casing: 'snake_case', a column named after its key gets its SQL name at query time.
        const name = column.keyAsName ? toSnakeCase(key) : column.name;
        return [key, sql.raw(`excluded."${name}"`)];
      }),
  );
}

function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
