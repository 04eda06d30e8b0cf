/** manifest.json: what each rendered file is, read back from the file itself, with its hash. */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probe } from './encode.js';
import type { Output, Outputs, Projection, Stereo } from './outputs.js';

const MANIFEST = 'manifest.json';

interface ManifestEntry {
  path: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  durationSeconds?: number;
  projection: Projection;
  stereo: Stereo;
  codec: 'h264' | 'vp9' | 'jpeg' | 'webp';
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
  const info = probe(file);
  const codec = codecName(info.codec);
  const bytes = readFileSync(file);
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
    sizeInBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Writes manifest.json, listing every registered output in registration order. */
export function writeManifest(outputs: Outputs): ManifestEntry[] {
  const entries = outputs.all.map((o) => describe(outputs.dir, o));
  writeFileSync(join(outputs.dir, MANIFEST), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}

export function printTable(entries: readonly ManifestEntry[], dir: string, seconds: number): void {
  const width = Math.max(...entries.map((e) => e.path.length), 4);
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(9)}  format`);
  for (const e of entries) {
    const kb = `${(e.sizeInBytes / 1024).toFixed(1)} KB`;
    const what = `${e.width}x${e.height} ${e.codec}${e.durationSeconds ? ` ${e.durationSeconds}s` : ''}${e.projection === 'flat' ? '' : ` ${e.projection} ${e.stereo}`}`;
    console.log(`${e.path.padEnd(width)}  ${kb.padStart(9)}  ${what}`);
  }
  const total =
    entries.reduce((sum, e) => sum + e.sizeInBytes, 0) + statSync(join(dir, MANIFEST)).size;
  console.log(
    `\n${entries.length + 1} files (with manifest.json), ${(total / 1024 / 1024).toFixed(2)} MB, rendered in ${seconds.toFixed(1)} s`,
  );
}
