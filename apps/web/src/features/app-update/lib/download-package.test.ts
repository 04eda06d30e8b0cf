// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPackage } from './download-package';

/** A response whose body arrives in these pieces. */
function respond(pieces: number[], headers: Record<string, string> = {}, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of pieces) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadPackage', () => {
  it('reports the bytes as they arrive against the Content-Length', async () => {
    respond([400, 400, 200], { 'Content-Length': '1000' });
    const seen: [number, number][] = [];
    const blob = await downloadPackage('/x.apk', 999, (received, total) =>
      seen.push([received, total]),
    );
    expect(seen).toEqual([
      [0, 1000],
      [400, 1000],
      [800, 1000],
      [1000, 1000],
    ]);
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('application/vnd.android.package-archive');
  });

  it('falls back to the manifest’s size when the server sends none', async () => {
    respond([300]);
    const totals: number[] = [];
    await downloadPackage('/x.apk', 300, (_received, total) => totals.push(total));
    expect(totals).toEqual([300, 300]);
  });

  it('fails on an error status or a body cut short', async () => {
    respond([], {}, 404);
    await expect(downloadPackage('/x.apk', 10, () => undefined)).rejects.toThrow(/404/);
    respond([5], { 'Content-Length': '10' });
    await expect(downloadPackage('/x.apk', 10, () => undefined)).rejects.toThrow(/5 of 10/);
  });
});
