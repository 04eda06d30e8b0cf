import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: the only credentials it accepts (and checks signatures with). */
const ACCESS_KEY = 'S3RVER';

export type TestS3 = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The environment of an app that keeps its media in `bucket` of this store. */
  envOf(bucket: string): Record<string, string>;
  /** An outage: the server stops answering (connections are refused); its files are kept. */
  interrupt(): Promise<void>;
  /** The end of the outage: the server answers again, on the same port, with the same files. */
  resume(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, on a port the OS picks, keeping its buckets
 * in a temporary directory that `stop` removes.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'parallax-s3-'));
  const serverOn = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  let server: S3rver | null = serverOn(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const close = async () => {
    const closing = server?.close();
    // Keep-alive connections of the SDK would hold close() open until they time out.
    server?.httpServer?.closeAllConnections();
    await closing;
    server = null;
  };
  return {
    endpoint,
    envOf: (bucket) => ({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    interrupt: close,
    resume: async () => {
      server = serverOn(port);
      await server.run();
    },
    stop: async () => {
      await close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
