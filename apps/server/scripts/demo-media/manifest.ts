/** manifest.json: what each rendered file is, read back from the file itself, with its hash. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probe } from './encode.js';
import type { Output, Outputs, Projection, Stereo } from './outputs.js';
import { readGlbJson } from './scene3d/glb.js';

const MANIFEST = 'manifest.json';

interface ManifestEntry {
  path: string;
  /** scene3d: a glTF 2.0 binary scene, which has no pixel size */
  kind: 'image' | 'video' | 'scene3d';
  width?: number;
  height?: number;
  durationSeconds?: number;
  projection: Projection;
  stereo: Stereo;
  codec: 'h264' | 'vp9' | 'jpeg' | 'webp' | 'glb';
  sizeInBytes: number;
  sha256: string;
}

function codecName(probed: string): ManifestEntry['codec'] {
  if (probed === 'h264' || probed === 'vp9' || probed === 'webp') return probed;
  if (probed === 'mjpeg') return 'jpeg';
  throw new Error(`unexpected codec ${probed}`);
}

function describe(dir: string, o: Output): ManifestEntry {
  const file = join(dir, o.path);
  const bytes = readFileSync(file);
  const hashes = {
    sizeInBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  if (o.path.endsWith('.glb')) {
    readGlbJson(bytes);
    return {
      path: o.path,
      kind: 'scene3d',
      projection: o.projection,
      stereo: o.stereo,
      codec: 'glb',
      ...hashes,
    };
  }
  const info = probe(file);
  const codec = codecName(info.codec);
  const kind = codec === 'jpeg' || codec === 'webp' ? 'image' : 'video';
  return {
    path: o.path,
    kind,
    width: info.width,
    height: info.height,
    ...(kind === 'video' ? { durationSeconds: Math.round(info.duration * 1000) / 1000 } : {}),
    projection: o.projection,
    stereo: o.stereo,
    codec,
    ...hashes,
  };
}

function save(dir: string, entries: readonly ManifestEntry[]): void {
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(entries, null, 2)}\n`);
}

/** Writes manifest.json, listing every registered output in registration order. */
export function writeManifest(outputs: Outputs): ManifestEntry[] {
  const entries = outputs.all.map((o) => describe(outputs.dir, o));
  save(outputs.dir, entries);
  return entries;
}

function isEntry(v: unknown): v is ManifestEntry {
  return typeof v === 'object' && v !== null && typeof (v as { path?: unknown }).path === 'string';
}

/**
 * After a partial run: the files just rendered replace their entries in place and new files are
 * appended, so the manifest still describes every file on disk. Returns the entries rewritten.
 */
export function updateManifest(outputs: Outputs): ManifestEntry[] {
  const file = join(outputs.dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${file} missing: run every stage once first`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isEntry))
    throw new Error(`${file} is not a manifest`);
  const fresh = outputs.all.map((o) => describe(outputs.dir, o));
  const byPath = new Map(fresh.map((e) => [e.path, e]));
  const known = new Set(parsed.map((e) => e.path));
  save(outputs.dir, [
    ...parsed.map((e) => byPath.get(e.path) ?? e),
    ...fresh.filter((e) => !known.has(e.path)),
  ]);
  return fresh;
}

/** One line per file: path, size and format. */
export function printRows(entries: readonly ManifestEntry[]): void {
  const width = Math.max(...entries.map((e) => e.path.length), 4);
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(9)}  format`);
  for (const e of entries) {
    const kb = `${(e.sizeInBytes / 1024).toFixed(1)} KB`;
    const size = e.width && e.height ? `${e.width}x${e.height} ` : '';
    const what = `${size}${e.codec}${e.durationSeconds ? ` ${e.durationSeconds}s` : ''}${e.projection === 'flat' ? '' : ` ${e.projection} ${e.stereo}`}`;
    console.log(`${e.path.padEnd(width)}  ${kb.padStart(9)}  ${what}`);
  }
}

export function printTable(entries: readonly ManifestEntry[], dir: string, seconds: number): void {
  printRows(entries);
  const total =
    entries.reduce((sum, e) => sum + e.sizeInBytes, 0) + statSync(join(dir, MANIFEST)).size;
  console.log(
    `\n${entries.length + 1} files (with manifest.json), ${(total / 1024 / 1024).toFixed(2)} MB, rendered in ${seconds.toFixed(1)} s`,
  );
}
