import type { MediaStoreConfig, S3Config } from '../../config.js';
import { createLocalMediaStore } from './local-directory.provider.js';
import type { MediaStore } from './media-store.types.js';

type PreparationLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

type StoreOptions = {
  /** The demo media directory: storage keys `demo/…` are files under it (or copied from it). */
  mediaDir: string;
  /** Imported content: storage keys `content/…` are files under it (local directories only). */
  contentMediaDir: string;
  /** The site's origin, which the bucket's CORS rule lets fetch files. */
  siteOrigin: string;
  log: PreparationLog;
};

/**
 * The store media files are read and delivered from: the demo media directory, or a bucket. The
 * AWS SDK (some 12 MB of heap) is loaded only when media live in a bucket.
 */
export async function openMediaStore(
  config: MediaStoreConfig,
  options: StoreOptions,
): Promise<MediaStore> {
  if (config.kind !== 's3') {
    return createLocalMediaStore({ demo: options.mediaDir, content: options.contentMediaDir });
  }
  return openBucketStore(config, options);
}

async function openBucketStore(config: S3Config, options: StoreOptions): Promise<MediaStore> {
  const { createS3Client, createS3MediaStore } = await import('./s3.provider.js');
  const { readyBucket } = await import('./s3-sync.provider.js');
  const { mediaDir, siteOrigin, log } = options;
  const client = createS3Client(config);
  return {
    ...createS3MediaStore(client, config),
    async prepare({ withDemoMedia }) {
      const { preparation, upload } = await readyBucket(client, {
        bucket: config.bucket,
        siteOrigin,
        demoMediaDir: withDemoMedia ? mediaDir : null,
      });
      const about = { bucket: config.bucket, origin: siteOrigin };
      if (preparation.isCreated) log.info(about, 'media bucket created');
      if (preparation.cors === 'missing-origin') {
        log.warn(
          about,
          'the media bucket has CORS rules, none of which lets the site GET: browsers cannot load media from it',
        );
      }
      if (upload && upload.uploaded.length > 0) {
        log.info({ ...about, uploaded: upload.uploaded.length }, 'demo media uploaded');
      }
    },
    close: () => client.destroy(),
  };
}
