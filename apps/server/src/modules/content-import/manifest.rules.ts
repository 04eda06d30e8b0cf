import {
  ImportManifest,
  manifestEntries,
  type ManifestEntry,
} from '@parallax/core/contracts/content-import';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ContentImportError } from './media-tools.types.js';

/** The manifest's names, the first found wins. */
export const MANIFEST_NAMES = ['parallax.yaml', 'parallax.yml', 'parallax.json'];

/** What a folder's files may be: videos, pictures and glTF scenes. */
const MEDIA_EXTENSIONS = new Set([
  ...['mp4', 'm4v', 'mov', 'mkv', 'webm', 'avi', 'ts', 'm2ts', 'mts'],
  ...['jpg', 'jpeg', 'png', 'webp', 'tif', 'tiff', 'heic', 'avif'],
  ...['glb', 'gltf'],
]);

/** Whether a folder entry is a source file to import (hidden files and others are left alone). */
export function isMediaFileName(name: string): boolean {
  if (name.startsWith('.')) return false;
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && MEDIA_EXTENSIONS.has(extension);
}

/** `Canyon Flight_180_LR.mp4` → `canyon-flight-180-lr`: a slug or key segment from a name. */
export function slugOf(name: string): string {
  const slug = name
    .replace(/\.[^.]+$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'part' : slug;
}

/** `canyon-flight_180_LR.mp4` → `Canyon flight`: a title from a file name, layout hints left out. */
export function titleOf(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]+$/, '')
    .split(/[\s_.-]+/)
    .filter(
      (word) => word !== '' && !/^(180|360|190|200|lr|rl|sbs|tb|ou|3d|mono|fisheye)$/i.test(word),
    );
  const title = words.join(' ') || fileName;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** `parts.0.title.es: Invalid input…` lines: each wrong field by its path, with the reason. */
function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The manifest read from its text (`name` tells YAML from JSON): its packs, or a
 * ContentImportError naming the manifest, the wrong fields' paths and the reasons.
 */
export function parseManifest(name: string, source: string): ManifestEntry[] {
  let raw: unknown;
  try {
    raw = name.endsWith('.json') ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentImportError(name, `cannot be read: ${reason}`);
  }
  const parsed = ImportManifest.safeParse(raw);
  if (!parsed.success) {
    // The union's two forms each fail: report the form the manifest meant.
    const form = raw !== null && typeof raw === 'object' && 'packs' in raw ? 1 : 0;
    const union = parsed.error.issues[0];
    const branch =
      union?.code === 'invalid_union' && union.errors[form]
        ? new z.ZodError(union.errors[form])
        : parsed.error;
    throw new ContentImportError(name, `wrong fields: ${issuesOf(branch)}`);
  }
  return manifestEntries(parsed.data);
}

/**
 * The pack of a folder without a manifest: named after the folder, its media files in name order,
 * titles from their names, free until the operator says otherwise (README "Importing content").
 */
export function defaultManifest(folderName: string, mediaFiles: string[], category: string) {
  const title = titleOf(folderName);
  const entry: ManifestEntry = {
    pack: {
      slug: slugOf(folderName),
      category,
      title: { en: title, es: title },
      priceCents: 0,
    },
    parts: mediaFiles.map((file) => ({ file, title: { en: titleOf(file), es: titleOf(file) } })),
  };
  return [entry];
}

/** A manifest's slugs that repeat: each pack slug and each file may appear once. */
export function repeatedNames(entries: ManifestEntry[]): string[] {
  const seen = new Map<string, number>();
  const count = (name: string) => seen.set(name, (seen.get(name) ?? 0) + 1);
  for (const entry of entries) {
    count(`pack ${entry.pack.slug}`);
    for (const part of entry.parts ?? []) count(`file ${part.file}`);
  }
  return [...seen].filter(([, times]) => times > 1).map(([name]) => name);
}
