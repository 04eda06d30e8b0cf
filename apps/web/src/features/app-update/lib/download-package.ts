/** The Android package's media type: what the package installer opens. */
const PACKAGE_TYPE = 'application/vnd.android.package-archive';

/**
 * Downloads the Android package (spec 2 §2 "downloading with progress"): read as a stream,
 * reporting the bytes received against the size the server sends (Content-Length), else the
 * manifest's `fileSizeInBytes`. A body shorter than its Content-Length is a failed download.
 */
export async function downloadPackage(
  url: string,
  fileSizeInBytes: number,
  onProgress: (received: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok || !response.body) {
    throw new Error(`The update download answered ${response.status}`);
  }
  const declared = Number(response.headers.get('Content-Length'));
  const hasDeclaredSize = Number.isSafeInteger(declared) && declared > 0;
  const total = hasDeclaredSize ? declared : fileSizeInBytes;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  if (hasDeclaredSize && received !== declared) {
    throw new Error(`The update download stopped at ${received} of ${declared} bytes`);
  }
  return new Blob(chunks, { type: PACKAGE_TYPE });
}
