import { once } from 'node:events';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { Agent, get, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBody, type ByteRange } from './file-body.js';

// 48 full 512 KiB chunks and a partial one, every 4 bytes unlike their neighbours: large enough
// that a slow client fills the socket's buffers, so writes finish after the next read begins.
const bytes = patterned(48 * 512 * 1024 + 12_346);
let dir: string;
let path: string;
// 64 MiB of zeros (sparse): more than the kernel's socket buffers hold.
let bigPath: string;
const BIG = 64 * 1024 * 1024;
let server: Server;
let origin: string;
const bodies: FileBody[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parallax-file-body-'));
  path = join(dir, 'scene.mp4');
  await writeFile(path, bytes);
  bigPath = join(dir, 'big.mp4');
  await writeFile(bigPath, '');
  await truncate(bigPath, BIG);
  // GET /?start=&end= pipes that range of the file (the whole file without them), as a reply does.
  server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const range: ByteRange | undefined = query.has('start')
      ? { start: Number(query.get('start')), end: Number(query.get('end')) }
      : undefined;
    const length = range ? range.end - range.start + 1 : Number(query.get('size') ?? bytes.length);
    response.writeHead(200, { 'content-length': length });
    const body = new FileBody(query.get('path') ?? path, range);
    bodies.push(body);
    // As Fastify does with a stream that fails: the response goes with it.
    body.on('error', () => response.destroy());
    body.pipe(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(dir, { recursive: true, force: true });
});

function request(query: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(`${origin}/?${query}`, resolve).on('error', reject));
}

function patterned(length: number): Buffer {
  const words = new Uint32Array(Math.ceil(length / 4)).map((_, index) =>
    Math.imul(index + 1, 2_654_435_761),
  );
  return Buffer.from(words.buffer, 0, length);
}

/** The body of GET /?query; a slow client stops for a millisecond after each chunk it gets. */
async function download(query = '', { slow = false } = {}): Promise<Buffer> {
  const response = await request(query);
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (slow) {
      response.pause();
      setTimeout(() => response.resume(), 1);
    }
  });
  await once(response, 'end');
  return Buffer.concat(chunks);
}

describe('a file body piped to a response', () => {
  it('sends the whole file, byte for byte, to a fast client and to a slow one', async () => {
    expect((await download()).equals(bytes)).toBe(true);
    expect((await download('', { slow: true })).equals(bytes)).toBe(true);
  });

  it('sends ranges across chunk boundaries, many at once, each its own bytes', async () => {
    const chunk = 512 * 1024;
    const ranges: ByteRange[] = [
      { start: 0, end: 0 },
      { start: chunk - 1, end: chunk },
      { start: 100, end: 3 * chunk + 99 },
      { start: 2 * chunk + 7, end: bytes.length - 1 },
      { start: bytes.length - 1, end: bytes.length - 1 },
      ...Array.from({ length: 12 }, (_, index) => {
        const start = (index * 1_331_337) % (bytes.length - 1);
        return { start, end: Math.min(bytes.length - 1, start + 4_000_000 + index * 97_001) };
      }),
    ];
    const received = await Promise.all(
      ranges.map(({ start, end }, index) =>
        download(`start=${start}&end=${end}`, { slow: index % 2 === 0 }),
      ),
    );
    received.forEach((body, index) => {
      const { start, end } = ranges[index]!;
      expect(body.equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    });
  });

  it('cuts the response short when the file ends before its range', async () => {
    const response = await request(`start=${bytes.length - 10}&end=${bytes.length + 100_000}`);
    const failed = new Promise<string>((resolve) => {
      response.on('error', (error) => resolve(error.message));
      response.on('end', () => resolve('ended'));
      response.resume();
    });
    expect(await failed).toBe('aborted');
  });

  it('stops reading and closes the file when the client leaves', async () => {
    const response = await request(`path=${encodeURIComponent(bigPath)}&size=${BIG}`);
    const body = bodies.at(-1)!;
    // The client takes one chunk and goes: the socket's buffers fill, writes stop completing.
    await once(response, 'data');
    response.destroy();
    await once(body, 'close');
    expect(body.readableEnded).toBe(false);
    // The server still answers others from the same pool.
    expect((await download('start=5&end=600000')).equals(bytes.subarray(5, 600_001))).toBe(true);
  });

  it('fails before any byte when the file cannot be opened', async () => {
    const missing = encodeURIComponent(join(dir, 'missing.mp4'));
    await expect(request(`path=${missing}`)).rejects.toThrow('socket hang up');
    expect(bodies.at(-1)!.errored?.message).toMatch(/ENOENT/);
  });
});

describe('a file body read another way', () => {
  it('iterates a range as fresh buffers', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new FileBody(path, { start: 1_000, end: 1_300_000 })) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(bytes.subarray(1_000, 1_300_001))).toBe(true);
    // Each chunk is its own buffer, kept by whoever read it.
    expect(new Set(chunks.map((chunk) => chunk.buffer)).size).toBe(chunks.length);
  });

  it('iterates the whole file, and fails a range the file is shorter than', async () => {
    const whole: Buffer[] = [];
    for await (const chunk of new FileBody(path)) whole.push(chunk as Buffer);
    expect(Buffer.concat(whole).equals(bytes)).toBe(true);
    const reading = (async () => {
      for await (const chunk of new FileBody(path, { start: 0, end: bytes.length })) void chunk;
    })();
    await expect(reading).rejects.toThrow('The file ended before the range it was opened for');
  });

  it('piped to a transform, hands on its own buffers, whatever the transform keeps', async () => {
    // A pass-through hands on the very chunks it was given and says it is done with each at once.
    const kept: Buffer[] = [];
    const through = new PassThrough();
    const body = new FileBody(path, { start: 3, end: 5_000_000 });
    body.pipe(through);
    for await (const chunk of through) {
      kept.push(chunk as Buffer);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(Buffer.concat(kept).equals(bytes.subarray(3, 5_000_001))).toBe(true);
  });

  it('is piped once only', () => {
    const body = new FileBody(path);
    body.pipe(new PassThrough());
    expect(() => body.pipe(new PassThrough())).toThrow('piped once');
    body.destroy();
  });
});

describe('a file body sent by Fastify', () => {
  it('ends before the response, which keeps its connection for the next request', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line) => logged.push(line) } },
    });
    app.get('/scene', (_request, reply) =>
      reply.header('content-length', bytes.length).send(new FileBody(path)),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      for (let index = 0; index < 5; index++) {
        const response = await new Promise<IncomingMessage>((resolve, reject) =>
          get(`${address}/scene`, { agent }, resolve).on('error', reject),
        );
        sockets.add(response.socket);
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      }
      expect(sockets.size).toBe(1);
      // Fastify logs a stream that closed before its end, and then destroys the response.
      expect(logged.filter((line) => /prematurely|terminated/.test(line))).toEqual([]);
    } finally {
      agent.destroy();
      await app.close();
    }
  });
});
