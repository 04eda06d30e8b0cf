import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { asImportError } from './ffmpeg-run.service.js';
import {
  ContentImportError,
  type Layout,
  type PreparedPart,
  type ProbedMedia,
} from './media-tools.types.js';
import {
  writeSceneCard,
  writeStillPictures,
  writeVideoPictures,
} from './prepare-pictures.service.js';
import { writePhoto, writeScene } from './prepare-still.service.js';
import {
  encodeLadder,
  ladderCommand as videoLadderCommand,
  writeProgressive,
} from './prepare-video.service.js';

export type PrepareOptions = {
  source: string;
  probe: ProbedMedia;
  layout: Layout;
  workDir: string;
  threads?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Written last: a work directory holding it is finished (and holds the PreparedPart). */
const MARKER = 'prepared.json';
const PARTIAL = '.partial';
/** The ladder encode's share of a video's preparation, for progress. */
const LADDER_SHARE = 0.9;

/** The exact ffmpeg arguments of the ladder encode (writing `<workDir>/hls/`), for the benchmark. */
export function ladderCommand(options: Omit<PrepareOptions, 'onProgress' | 'signal'>): {
  args: string[];
} {
  return { args: videoLadderCommand(options).args };
}

/**
 * Prepares one source file into workDir: the streaming ladder, the progressive file and pictures
 * of a video; the photo and its pictures; the packed scene and its card. Everything is written in
 * `.partial/` and moved into place, `prepared.json` last, so a finished directory is returned as
 * it is and an interrupted one (a crash, an abort, a full disk) is cleaned and redone.
 */
export async function preparePart(options: PrepareOptions): Promise<PreparedPart> {
  const done = await readMarker(options.workDir);
  if (done) return done;
  const file = basename(options.source);
  try {
    await rm(options.workDir, { recursive: true, force: true });
    const partial = join(options.workDir, PARTIAL);
    await mkdir(partial, { recursive: true });
    const prepared = await prepareInto(partial, file, options);
    prepared.files = await listFiles(partial);
    requireNamedFiles(prepared, file);
    for (const entry of await readdir(partial))
      await rename(join(partial, entry), join(options.workDir, entry));
    await rm(partial, { recursive: true, force: true });
    options.signal?.throwIfAborted();
    const marker = join(options.workDir, MARKER);
    await writeFile(`${marker}.tmp`, JSON.stringify(prepared, null, 2));
    await rename(`${marker}.tmp`, marker);
    options.onProgress?.(1);
    return prepared;
  } catch (error) {
    throw asImportError(error, file);
  }
}

/** Every file the preparation names was written: ffmpeg can succeed and write nothing. */
function requireNamedFiles(prepared: PreparedPart, file: string): void {
  const written = new Set(prepared.files);
  const named = [
    prepared.mainFile,
    prepared.compressedFile,
    prepared.masterPlaylist,
    prepared.cover,
    prepared.storePreview,
    prepared.previewClip,
    ...prepared.thumbnails,
  ].filter((name): name is string => name !== null);
  const missing = named.filter((name) => !written.has(name));
  if (missing.length > 0) {
    throw new ContentImportError(file, `ffmpeg wrote no ${missing.join(', ')}`);
  }
}

async function readMarker(workDir: string): Promise<PreparedPart | null> {
  try {
    return JSON.parse(await readFile(join(workDir, MARKER), 'utf8')) as PreparedPart;
  } catch {
    return null;
  }
}

function prepareInto(dir: string, file: string, options: PrepareOptions): Promise<PreparedPart> {
  switch (options.probe.kind) {
    case 'video':
      return prepareVideo(dir, file, options);
    case 'image':
      return prepareImage(dir, file, options);
    case 'scene3d':
      return prepareScene(dir, file, options);
  }
}

async function prepareVideo(
  dir: string,
  file: string,
  options: PrepareOptions,
): Promise<PreparedPart> {
  if (!options.probe.durationSeconds)
    throw new ContentImportError(file, 'the video has no duration');
  const renditions = await encodeLadder({
    ...options,
    workDir: dir,
    file,
    onProgress: (fraction) => options.onProgress?.(fraction * LADDER_SHARE),
  });
  const run = {
    source: options.source,
    probe: options.probe,
    workDir: dir,
    file,
    signal: options.signal,
  };
  await writeProgressive({ ...run, topRung: renditions[0]!.name });
  const pictures = await writeVideoPictures({ ...run, layout: options.layout });
  return {
    kind: 'video',
    mainFile: 'progressive.mp4',
    compressedFile: null,
    masterPlaylist: 'hls/master.m3u8',
    renditions,
    ...pictures,
    files: [],
  };
}

async function prepareImage(
  dir: string,
  file: string,
  options: PrepareOptions,
): Promise<PreparedPart> {
  const run = {
    source: options.source,
    probe: options.probe,
    workDir: dir,
    file,
    signal: options.signal,
  };
  const mainFile = await writePhoto(run);
  const pictures = await writeStillPictures({ ...run, layout: options.layout });
  return {
    kind: 'image',
    mainFile,
    compressedFile: null,
    masterPlaylist: null,
    renditions: [],
    ...pictures,
    files: [],
  };
}

async function prepareScene(
  dir: string,
  file: string,
  options: PrepareOptions,
): Promise<PreparedPart> {
  const scene = await writeScene({ source: options.source, workDir: dir, file });
  const pictures = await writeSceneCard(dir, file, options.signal);
  return {
    kind: 'scene3d',
    ...scene,
    masterPlaylist: null,
    renditions: [],
    ...pictures,
    files: [],
  };
}

/** Every file under dir, relative with `/`, sorted. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}
