/**
 * Writes a sample file through a temporary sibling and keeps the existing file when the bytes are
 * the same, so a rerun leaves its modification time alone (an import re-prepares a part only when
 * its file changed).
 */
import { copyFile, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [sizeA, sizeB] = await Promise.all([stat(a), stat(b).catch(() => null)]);
  if (sizeB === null || sizeA.size !== sizeB.size) return false;
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  return bytesA.equals(bytesB);
}

/**
 * Runs `write(tempPath)` and moves the result to `<dir>/<file>` unless that file already holds the
 * same bytes. Returns whether the file was (re)written.
 */
export async function writeIfChanged(
  dir: string,
  file: string,
  write: (tempPath: string) => Promise<void>,
): Promise<boolean> {
  const target = join(dir, file);
  const temp = join(dir, `.${file}.${process.pid}.tmp`);
  try {
    await write(temp);
    if (await sameBytes(temp, target)) return false;
    await rename(temp, target);
    return true;
  } finally {
    await rm(temp, { force: true });
  }
}

export function writeTextIfChanged(dir: string, file: string, text: string): Promise<boolean> {
  return writeIfChanged(dir, file, (temp) => writeFile(temp, text));
}

export function copyIfChanged(dir: string, file: string, source: string): Promise<boolean> {
  return writeIfChanged(dir, file, (temp) => copyFile(source, temp));
}
