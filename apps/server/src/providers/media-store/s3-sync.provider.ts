import {
  CreateBucketCommand,
  GetBucketCorsCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  type CORSRule,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeMediaKey, mimeTypeOf } from './media-keys.rules.js';
import { isNotFound } from './s3.provider.js';

/**
 * What the web app needs of the bucket: its pages' origin may GET and HEAD files with Range (the
 * downloads, the player's images and video, after delivery's redirect) and read the range and
 * validator headers of the answers.
 */
export function corsRuleFor(siteOrigin: string): CORSRule {
  return {
    AllowedOrigins: [siteOrigin],
    AllowedMethods: ['GET', 'HEAD'],
    AllowedHeaders: ['Range', 'If-Range', 'If-None-Match', 'If-Modified-Since'],
    ExposeHeaders: ['Accept-Ranges', 'Content-Length', 'Content-Range', 'ETag', 'Last-Modified'],
    MaxAgeSeconds: 3600,
  };
}

const allowsOrigin = (rule: CORSRule, origin: string): boolean =>
  (rule.AllowedMethods ?? []).includes('GET') &&
  (rule.AllowedOrigins ?? []).some((allowed) => allowed === '*' || allowed === origin);

export type BucketPreparation = {
  isCreated: boolean;
  /** `set`: the bucket had no CORS rules and got ours; `missing-origin`: its own lack the site. */
  cors: 'set' | 'kept' | 'missing-origin';
};

/**
 * Makes the bucket ready for delivery: created when it does not exist, and given the CORS rule
 * of `corsRuleFor` when it has none. Rules an operator set are left as they are (reported when
 * none of them lets the site's origin GET).
 */
export async function prepareBucket(
  client: S3Client,
  bucket: string,
  siteOrigin: string,
): Promise<BucketPreparation> {
  let isCreated = false;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    isCreated = true;
  }
  let rules: CORSRule[] | null = null;
  try {
    rules = (await client.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules ?? [];
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  if (rules === null || rules.length === 0) {
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: { CORSRules: [corsRuleFor(siteOrigin)] },
      }),
    );
    return { isCreated, cors: 'set' };
  }
  const isAllowed = rules.some((rule) => allowsOrigin(rule, siteOrigin));
  return { isCreated, cors: isAllowed ? 'kept' : 'missing-origin' };
}

type LocalFile = { path: string; key: string; size: number; mtime: Date };
type StoredObject = { size: number; lastModified: Date };

/** Every file under `dir` that can be a media key under `prefix` (no hidden files). */
async function filesUnder(dir: string, prefix: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const key = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesUnder(path, key)));
    else if (entry.isFile() && isSafeMediaKey(key)) {
      const info = await stat(path);
      files.push({ path, key, size: info.size, mtime: info.mtime });
    }
  }
  return files;
}

async function objectsUnder(
  client: S3Client,
  bucket: string,
  prefix: string,
): Promise<Map<string, StoredObject>> {
  const objects = new Map<string, StoredObject>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key === undefined) continue;
      const size = object.Size ?? -1;
      objects.set(object.Key, { size, lastModified: object.LastModified ?? new Date(0) });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/**
 * As `aws s3 sync` decides: a file is up to date when an object of its size is there and was
 * stored no earlier than the file last changed (object dates have whole seconds).
 */
function isStored(file: LocalFile, object: StoredObject | undefined): boolean {
  if (!object || object.size !== file.size) return false;
  return object.lastModified.getTime() >= Math.floor(file.mtime.getTime() / 1000) * 1000;
}

/** Uploads at once: enough to hide a round trip, few enough not to crowd the bucket. */
const PARALLEL_UPLOADS = 4;

export type MediaSync = { uploaded: string[]; unchanged: number };

/**
 * Puts the files of a directory into the bucket as the keys `<prefix>/<path>` (the demo media as
 * `demo/…`, the keys the demo catalog names), each file streamed from disk. Only files missing
 * from the bucket, of another size, or changed since they were stored are uploaded, so running
 * it again uploads nothing. The directory's manifest.json describes the files and is not one.
 */
export async function uploadMediaDir(
  client: S3Client,
  options: { bucket: string; dir: string; prefix: string },
): Promise<MediaSync> {
  const { bucket, dir, prefix } = options;
  const [files, objects] = await Promise.all([
    filesUnder(dir, prefix),
    objectsUnder(client, bucket, prefix),
  ]);
  const media = files.filter((file) => file.key !== `${prefix}/manifest.json`);
  const missing = media.filter((file) => !isStored(file, objects.get(file.key)));
  const queue = [...missing];
  const upload = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file.key,
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: mimeTypeOf(file.key),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, upload));
  return {
    uploaded: missing.map((file) => file.key),
    unchanged: media.length - missing.length,
  };
}

/**
 * What a start in object-storage mode does (and `npm run cli -w apps/server -- media-sync`): the
 * bucket prepared, then the demo media directory's files uploaded as `demo/…` where missing.
 */
export async function readyBucket(
  client: S3Client,
  options: { bucket: string; siteOrigin: string; demoMediaDir: string | null },
): Promise<{ preparation: BucketPreparation; upload: MediaSync | null }> {
  const { bucket, demoMediaDir } = options;
  const preparation = await prepareBucket(client, bucket, options.siteOrigin);
  const upload =
    demoMediaDir === null
      ? null
      : await uploadMediaDir(client, { bucket, dir: demoMediaDir, prefix: 'demo' });
  return { preparation, upload };
}
