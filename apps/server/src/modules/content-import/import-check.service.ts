import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { hasControlCharacters } from '@parallax/core/contracts/common';
import type { ManifestEntry } from '@parallax/core/contracts/content-import';
import type { Database } from '../../db/client.js';
import type { PackImportService } from '../catalog/pack-import.service.js';
import type { ContentImportRepository } from './content-import.repository.js';
import {
  ImportCheckError,
  type ImportPlan,
  type PlannedPack,
  type PlannedPart,
} from './content-import.types.js';
import { layoutOf } from './layout.rules.js';
import {
  defaultManifest,
  isMediaFileName,
  MANIFEST_NAMES,
  parseManifest,
  repeatedNames,
  slugOf,
} from './manifest.rules.js';
import { probeFile, requireMediaTools } from './media-probe.service.js';
import { ContentImportError, type Layout } from './media-tools.types.js';

type Problem = { file: string; reason: string };

export type CheckDeps = {
  db: Database;
  catalog: PackImportService;
  repository: ContentImportRepository;
};

/** The pack with the slug, with the sources its imported parts came from; null when none. */
export async function packWithSources(deps: CheckDeps, slug: string, executor: Database = deps.db) {
  const pack = await deps.catalog.packBySlug(executor, slug);
  if (!pack) return null;
  const parts = await deps.catalog.partsOfPack(executor, pack.id);
  const sources = await deps.repository.sourcesOf(
    parts.map((part) => part.id),
    executor,
  );
  return { ...pack, parts, sources };
}

/** sha256 of what makes a preparation: the file (path, size, time) and the layout it is read in. */
export async function fingerprintOf(sourcePath: string, layout: Layout): Promise<string> {
  const { size, mtimeMs } = await stat(sourcePath);
  return createHash('sha256')
    .update(JSON.stringify([sourcePath, size, mtimeMs, layout.projection, layout.stereo]))
    .digest('hex');
}

async function folderFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : String(error);
    throw new ImportCheckError([{ file: folder, reason }]);
  }
}

/** The manifest's packs, or the one pack of a folder without a manifest. */
async function entriesOf(folder: string, files: string[], deps: CheckDeps) {
  const names = new Set(files);
  const manifestName = MANIFEST_NAMES.find((name) => names.has(name));
  const mediaFiles = files.filter(isMediaFileName).sort((a, b) => a.localeCompare(b, 'en'));
  if (!manifestName) {
    const category = await deps.catalog.firstCategoryName();
    if (!category)
      throw new ImportCheckError([{ file: folder, reason: 'the catalog has no category yet' }]);
    return { manifestName: null, entries: defaultManifest(basename(folder), mediaFiles, category) };
  }
  const entries = parseManifest(manifestName, await readFile(join(folder, manifestName), 'utf8'));
  const withoutParts = entries.filter((entry) => !entry.parts);
  if (withoutParts.length > 0 && entries.length > 1) {
    throw new ContentImportError(manifestName, 'with several packs, each names its parts');
  }
  const filled = entries.map((entry) => ({
    ...entry,
    parts: entry.parts ?? defaultManifest(entry.pack.slug, mediaFiles, '')[0]?.parts ?? [],
  }));
  return { manifestName, entries: filled };
}

/** Probes one part's file and decides its layout; a problem instead when it cannot be used. */
async function checkPart(
  folder: string,
  part: NonNullable<ManifestEntry['parts']>[number],
  names: Set<string>,
): Promise<PlannedPart | Problem> {
  if (hasControlCharacters(part.file)) {
    return {
      file: JSON.stringify(part.file),
      reason: 'the name holds a control character: rename it',
    };
  }
  if (!names.has(part.file)) return { file: part.file, reason: 'no such file in the folder' };
  const sourcePath = join(folder, part.file);
  try {
    const probe = await probeFile(sourcePath);
    const override = {
      ...(part.projection && { projection: part.projection }),
      ...(part.stereo && { stereo: part.stereo }),
    };
    const layout = layoutOf(part.file, probe, override);
    return {
      file: part.file,
      sourcePath,
      fingerprint: await fingerprintOf(sourcePath, layout),
      partName: slugOf(part.file),
      title: part.title,
      isTrial: part.isTrial ?? false,
      layout,
      probe,
    };
  } catch (error) {
    if (error instanceof ContentImportError) return { file: part.file, reason: error.reason };
    return { file: part.file, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The manifest's slugs resolved to the catalog's rows; a problem per unknown or taken slug. */
async function resolvePacks(
  folder: string,
  manifestName: string,
  entries: (ManifestEntry & { parts: PlannedPart[] })[],
  deps: CheckDeps,
): Promise<{ packs: PlannedPack[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const all = (pick: (entry: ManifestEntry) => string[]) => [...new Set(entries.flatMap(pick))];
  const categoryIds = await deps.catalog.categoryIds(all((entry) => [entry.pack.category]));
  const tagIds = await deps.catalog.tagIds(all((entry) => entry.pack.tags ?? []));
  const models = await deps.catalog.models(all((entry) => entry.pack.models ?? []));
  const packs: PlannedPack[] = [];
  for (const [index, { pack, parts }] of entries.entries()) {
    const at = (field: string) =>
      `${manifestName}: ${entries.length === 1 ? 'pack' : `packs.${index}.pack`}.${field}`;
    const categoryId = categoryIds.get(pack.category);
    if (!categoryId)
      problems.push({ file: at('category'), reason: `no category ${pack.category}` });
    for (const tag of pack.tags ?? []) {
      if (!tagIds.has(tag)) problems.push({ file: at('tags'), reason: `no tag ${tag}` });
    }
    for (const model of pack.models ?? []) {
      if (!models.has(model)) problems.push({ file: at('models'), reason: `no model ${model}` });
    }
    const existing = await packWithSources(deps, pack.slug);
    if (
      existing &&
      (existing.sources.length === 0 ||
        existing.sources.some((source) => dirname(source.sourcePath) !== folder))
    ) {
      problems.push({
        file: at('slug'),
        reason: `another pack is named ${pack.slug} (not imported from this folder): choose another slug`,
      });
    }
    const description = pack.description ?? { en: '', es: '' };
    packs.push({
      slug: pack.slug,
      categoryId: categoryId ?? '',
      categoryName: pack.category,
      title: pack.title,
      description,
      priceCents: pack.priceCents,
      initialPriceCents: pack.initialPriceCents ?? pack.priceCents,
      tagIds: (pack.tags ?? []).flatMap((tag) => tagIds.get(tag) ?? []),
      modelIds: (pack.models ?? []).flatMap((model) => models.get(model)?.id ?? []),
      modelNames: (pack.models ?? []).flatMap((model) => models.get(model)?.name ?? []),
      releaseDate: pack.releaseDate ?? null,
      isExclusive: pack.exclusive ?? false,
      parts,
    });
  }
  return { packs, problems };
}

/**
 * The whole folder checked before anything is written: the manifest, every file probed and its
 * layout decided, every slug resolved. Throws ImportCheckError listing every problem found.
 */
export async function checkFolder(folderArgument: string, deps: CheckDeps): Promise<ImportPlan> {
  const folder = resolve(folderArgument);
  if (hasControlCharacters(folder)) {
    throw new ImportCheckError([
      { file: JSON.stringify(folder), reason: 'the path holds a control character: rename it' },
    ]);
  }
  const files = await folderFiles(folder);
  let manifestName: string | null;
  let entries: ManifestEntry[];
  try {
    ({ manifestName, entries } = await entriesOf(folder, files, deps));
    await requireMediaTools();
  } catch (error) {
    if (error instanceof ContentImportError) throw new ImportCheckError([error]);
    throw error;
  }
  const label = manifestName ?? basename(folder);
  const repeated = repeatedNames(entries);
  if (repeated.length > 0) {
    throw new ImportCheckError(
      repeated.map((name) => ({ file: label, reason: `${name} appears twice` })),
    );
  }
  if (entries.every((entry) => (entry.parts ?? []).length === 0)) {
    throw new ImportCheckError([
      { file: folder, reason: 'no video, picture or glTF scene to import' },
    ]);
  }
  const names = new Set(files);
  const problems: Problem[] = [];
  const checked: (ManifestEntry & { parts: PlannedPart[] })[] = [];
  for (const entry of entries) {
    const parts: PlannedPart[] = [];
    for (const part of entry.parts ?? []) {
      const outcome = await checkPart(folder, part, names);
      if ('reason' in outcome) problems.push(outcome);
      else parts.push(outcome);
    }
    checked.push({ ...entry, parts });
  }
  const resolved = await resolvePacks(folder, label, checked, deps);
  problems.push(...resolved.problems);
  if (problems.length > 0) throw new ImportCheckError(problems);
  return { folder, hasManifest: manifestName !== null, packs: resolved.packs };
}
