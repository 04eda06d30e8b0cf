/**
 * The sample folder's `parallax.yaml`: one draft pack whose parts are the folder's files, in the
 * order the pack shows them. Category, tags and models are ones the demo catalog seeds, so an
 * import into a fresh demo database links them. Layouts are left out on purpose: the import reads
 * them from each file's metadata and name.
 */
import { stringify } from 'yaml';

const manifest = {
  pack: {
    slug: 'sample-journeys',
    category: 'travel',
    title: { en: 'Sample Journeys', es: 'Viajes de muestra' },
    description: {
      en: 'A canyon flight in 180° stereo, an aurora in 360° stereo, a harbour panorama and a pavilion to walk around.',
      es: 'Un vuelo por un cañón en 180° estéreo, una aurora en 360° estéreo, una panorámica de un puerto y un pabellón para recorrer.',
    },
    priceCents: 499,
    initialPriceCents: 799,
    tags: ['travel', '180-degrees', '360-degrees', '3d-stereo'],
    models: ['amir-haddad'],
    releaseDate: '2026-12-01',
  },
  parts: [
    {
      file: 'canyon-flight_180_LR.mp4',
      title: { en: 'Canyon Flight', es: 'Vuelo por el cañón' },
      isTrial: true,
    },
    { file: 'aurora_360_TB.mkv', title: { en: 'Aurora', es: 'Aurora boreal' } },
    { file: 'harbour_360.jpg', title: { en: 'Harbour at Dusk', es: 'El puerto al atardecer' } },
    { file: 'pavilion.glb', title: { en: 'The Pavilion', es: 'El pabellón' } },
  ],
};

const HEADER = [
  '# Sample content for `parallax content import <this folder>` (made by',
  '# `npm run sample-content -w apps/server -- <folder>`).',
  '',
].join('\n');

export function sampleManifestYaml(): string {
  return HEADER + stringify(manifest, { lineWidth: 100 });
}
