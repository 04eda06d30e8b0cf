import { z } from 'zod';
import { MediaProjection, MediaStereo } from './content.js';
import { text } from './common.js';

// The manifest of a folder of media imported with `parallax content import` (parallax.yaml,
// parallax.yml or parallax.json beside the files): which pack(s) the files make, with the texts,
// price and links the store shows. Strict: a misspelt field is an error, never silently ignored.

/** A pack's, category's, tag's or model's slug: lowercase words joined by dashes. */
export const ImportSlug = text()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by dashes');

const Title = text({ trim: true }).min(1).max(200);
const Description = text({ multiline: true, trim: true }).max(4000);

/** Every text in English and Spanish (spec 1 §1). */
const Titles = z.strictObject({ en: Title, es: Title });
const Descriptions = z.strictObject({ en: Description, es: Description });

export const ManifestPart = z.strictObject({
  /** The file's name in the folder. */
  file: text()
    .min(1)
    .max(255)
    .refine((name) => !/[\\/]/.test(name), 'must be a file name in the folder, not a path'),
  title: Titles,
  isTrial: z.boolean().optional(),
  /** Overrides what the file's metadata and name say. */
  projection: MediaProjection.optional(),
  stereo: MediaStereo.optional(),
});
export type ManifestPart = z.infer<typeof ManifestPart>;

export const ManifestPack = z.strictObject({
  slug: ImportSlug,
  /** The category's name (its slug), e.g. `journeys`. */
  category: ImportSlug,
  title: Titles,
  description: Descriptions.optional(),
  priceCents: z.int().min(0).max(100_000_000),
  /** The crossed-out price; the price when absent. */
  initialPriceCents: z.int().min(0).max(100_000_000).optional(),
  tags: z.array(ImportSlug).max(50).optional(),
  models: z.array(ImportSlug).max(50).optional(),
  /** YYYY-MM-DD. */
  releaseDate: z.iso.date().optional(),
  /** spec 1 §6: only year and lifetime tariffs open it. */
  exclusive: z.boolean().optional(),
});
export type ManifestPack = z.infer<typeof ManifestPack>;

/** One pack and its parts in order; without `parts`, every media file of the folder by name. */
export const ManifestEntry = z.strictObject({
  pack: ManifestPack,
  parts: z.array(ManifestPart).min(1).max(500).optional(),
});
export type ManifestEntry = z.infer<typeof ManifestEntry>;

/** One pack (`pack` + `parts`), or several (`packs: [{ pack, parts }, …]`). */
export const ImportManifest = z.union([
  ManifestEntry,
  z.strictObject({ packs: z.array(ManifestEntry).min(1).max(100) }),
]);
export type ImportManifest = z.infer<typeof ImportManifest>;

/** The manifest's packs, whichever form it took. */
export function manifestEntries(manifest: ImportManifest): ManifestEntry[] {
  return 'packs' in manifest ? manifest.packs : [manifest];
}
