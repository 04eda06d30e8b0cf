import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DomainError } from '@parallax/core/errors';
import type { S3Config } from '../../config.js';
import { isSafeMediaKey } from './media-keys.rules.js';
import type { ByteRange, MediaStat, MediaStore } from './media-store.types.js';

/**
 * The client of the bucket. Checksums only where the API requires them: S3-compatible servers
 * other than AWS do not all read the newer checksum headers or aws-chunked upload bodies.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The origin presigned URLs point at, which the pages' content security policy must allow for
 * images, media and fetches: the SDK's own addressing (path or virtual-hosted style), read from a
 * URL signed here (no request is made).
 */
export async function s3OriginOf(config: S3Config): Promise<string> {
  const client = createS3Client(config);
  try {
    const probe = new GetObjectCommand({ Bucket: config.bucket, Key: 'demo/origin' });
    return new URL(await getSignedUrl(client, probe, { expiresIn: 1 })).origin;
  } finally {
    client.destroy();
  }
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/**
 * A request the bucket never answered (refused, reset, timed out: the SDK's retries included) or
 * answered that it cannot serve now (5xx) is an outage, not a fault: media answer 503 with
 * Retry-After until it ends, while the rest of the store, which needs no bucket, goes on.
 */
function asOutage(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const status = statusOf(error);
  const isOutage = status === undefined ? '$metadata' in error : status >= 500;
  return isOutage
    ? new DomainError('ServiceUnavailable', 'The media store cannot be reached', { cause: error })
    : error;
}

/**
 * One PutObject streamed from the file, to S3's limit for it (5 GB): the prepared files of a
 * part (a progressive file, segments of a few seconds) stay under it.
 */
async function putObject(
  client: S3Client,
  file: { bucket: string; key: string; localPath: string; contentType: string },
): Promise<void> {
  const { size } = await statFile(file.localPath);
  await client
    .send(
      new PutObjectCommand({
        Bucket: file.bucket,
        Key: file.key,
        Body: createReadStream(file.localPath),
        ContentLength: size,
        ContentType: file.contentType,
      }),
    )
    .catch((error: unknown) => {
      throw asOutage(error);
    });
}

async function deleteObjects(client: S3Client, bucket: string, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const answer = await client
      .send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      )
      .catch((error: unknown) => {
        throw asOutage(error);
      });
    const failed = answer.Errors ?? [];
    if (failed.length > 0) throw new Error(`The bucket kept ${failed.length} files to remove`);
  }
}

/**
 * Object answers are kept this long: a video that seeks asks for its file many times, and each
 * ask would otherwise be a HEAD request to the bucket. A replaced object is seen after it.
 */
const STAT_TTL_MS = 10_000;
const STAT_MAX_ENTRIES = 2_000;

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** SigV4's longest: a presigned URL lives seven days at most. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

async function headObject(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<MediaStat | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return {
      size: head.ContentLength ?? 0,
      mtime: head.LastModified ?? new Date(0),
      ...(head.ETag ? { etag: head.ETag } : {}),
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw asOutage(error);
  }
}

/**
 * A store over an S3-compatible bucket, keys as they are (`demo/media/pano-360-mono.jpg`).
 * `stat` is a HEAD request, `open` a GET (with Range), and `signedUrlOf` a presigned GET, which
 * delivery answers with so the bytes go from the bucket to the client directly.
 */
export function createS3MediaStore(
  client: S3Client,
  options: { bucket: string; urlExpirySeconds: number; now?: () => number },
): MediaStore {
  const { bucket, urlExpirySeconds } = options;
  const now = options.now ?? Date.now;
  const stats = new Map<string, { at: number; stat: Promise<MediaStat | null> }>();

  async function* bytesOf(key: string, range: ByteRange | undefined): AsyncGenerator<Buffer> {
    const answer = await client
      .send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      .catch((error: unknown) => {
        throw asOutage(error);
      });
    const body = answer.Body;
    if (!(body instanceof Readable)) throw new Error(`The bucket sent no body for ${key}`);
    try {
      for await (const chunk of body) yield chunk as Buffer;
    } finally {
      // A reader that stopped early must not leave the connection to the bucket open.
      body.destroy();
    }
  }

  return {
    stat(key) {
      if (!isSafeMediaKey(key)) return Promise.resolve(null);
      const cached = stats.get(key);
      if (cached && now() - cached.at < STAT_TTL_MS) return cached.stat;
      const stat = headObject(client, bucket, key);
      stats.delete(key);
      stats.set(key, { at: now(), stat });
      stat.catch(() => stats.delete(key));
      if (stats.size > STAT_MAX_ENTRIES) {
        const oldest = stats.keys().next().value;
        if (oldest !== undefined) stats.delete(oldest);
      }
      return stat;
    },

    open(key, range) {
      if (!isSafeMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
      return Readable.from(bytesOf(key, range), { objectMode: false });
    },

    signedUrlOf(key, { maxSeconds, contentType, isForWholeLink = false }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: contentType,
      });
      const longest = isForWholeLink ? MAX_PRESIGNED_SECONDS : urlExpirySeconds;
      const expiresIn = Math.max(1, Math.min(longest, Math.floor(maxSeconds)));
      return getSignedUrl(client, command, { expiresIn });
    },

    async put(key, localPath, contentType) {
      if (!isSafeMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
      await putObject(client, { bucket, key, localPath, contentType });
      stats.delete(key);
    },

    async remove(keys) {
      try {
        await deleteObjects(client, bucket, keys.filter(isSafeMediaKey));
      } finally {
        for (const key of keys) stats.delete(key);
      }
    },
  };
}
