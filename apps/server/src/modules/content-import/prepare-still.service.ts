import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, isAbsolute } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { inputUrl, runFfmpeg } from './ffmpeg-run.service.js';
import {
  dataUriBytes,
  imageMimeType,
  packGlb,
  type GltfDocument,
  type PackedImage,
} from './gltf-pack.rules.js';
import { ContentImportError, type ProbedMedia } from './media-tools.types.js';

const gzipAsync = promisify(gzip);

/** `photo.jpg`: a JPEG source as it is (no second lossy pass), a PNG or WebP converted. */
export async function writePhoto(options: {
  source: string;
  probe: ProbedMedia;
  workDir: string;
  file: string;
  signal?: AbortSignal;
}): Promise<string> {
  const target = join(options.workDir, 'photo.jpg');
  if (options.probe.videoCodec === 'mjpeg') await copyFile(options.source, target);
  else {
    await runFfmpeg(
      ['-loglevel', 'error', '-i', inputUrl(options.source), '-frames:v', '1', '-q:v', '2', target],
      {
        file: options.file,
        signal: options.signal,
      },
    );
  }
  return 'photo.jpg';
}

/**
 * `scene.glb` (and `scene.glb.gz` when gzip gains): a GLB copied; a .gltf packed into one GLB with
 * its buffers and images, whether data URIs or files beside it (none may lie outside its folder).
 */
export async function writeScene(options: {
  source: string;
  workDir: string;
  file: string;
}): Promise<{ mainFile: string; compressedFile: string | null }> {
  const target = join(options.workDir, 'scene.glb');
  const bytes = options.source.toLowerCase().endsWith('.gltf')
    ? await packGltfFile(options.source, options.file)
    : await readFile(options.source);
  await writeFile(target, bytes);
  const compressed = await gzipAsync(bytes, { level: 9 });
  if (compressed.length >= bytes.length) return { mainFile: 'scene.glb', compressedFile: null };
  await writeFile(`${target}.gz`, compressed);
  return { mainFile: 'scene.glb', compressedFile: 'scene.glb.gz' };
}

async function packGltfFile(source: string, file: string): Promise<Buffer> {
  const document = JSON.parse(await readFile(source, 'utf8')) as GltfDocument;
  const folder = dirname(source);
  const load = async (uri: string, what: string): Promise<Uint8Array> => {
    const inline = dataUriBytes(uri);
    if (inline) return inline;
    if (uri.startsWith('data:'))
      throw new ContentImportError(file, `its ${what} is a data URI that is not base64`);
    const path = resolve(folder, decodeURIComponent(uri));
    const inside = relative(folder, path);
    if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || inside.startsWith('..') || isAbsolute(inside)) {
      throw new ContentImportError(file, `its ${what} ${uri} lies outside the scene's folder`);
    }
    return readFile(path).catch(() => {
      throw new ContentImportError(file, `its ${what} ${basename(path)} is missing`);
    });
  };
  const buffers: Uint8Array[] = [];
  for (const buffer of document.buffers ?? []) {
    if (buffer.uri === undefined)
      throw new ContentImportError(file, 'a buffer without a URI: not a valid .gltf');
    buffers.push(await load(buffer.uri, 'buffer'));
  }
  const images: PackedImage[] = [];
  for (const image of document.images ?? []) {
    if (image.uri === undefined) {
      images.push(null);
      continue;
    }
    const mimeType = imageMimeType(image.uri);
    if (!mimeType)
      throw new ContentImportError(file, `its image ${image.uri} is of an unknown type`);
    images.push({ bytes: await load(image.uri, 'image'), mimeType });
  }
  return packGlb(document, buffers, images);
}
