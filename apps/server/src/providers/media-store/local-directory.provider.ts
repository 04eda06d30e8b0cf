import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { FileBody } from '../../http/file-body.js';
import { isSafeMediaKey } from './media-keys.rules.js';
import type { MediaStore } from './media-store.types.js';

/**
 * A store over local directories, one per first key segment (`demo` → apps/server/demo-media,
 * `content` → CONTENT_MEDIA_DIR). A key is checked twice: by its shape, and by where it resolves
 * to.
 */
export function createLocalMediaStore(roots: Readonly<Record<string, string>>): MediaStore {
  const rootDirs = new Map(Object.entries(roots).map(([name, dir]) => [name, resolve(dir)]));

  function pathOf(key: string): string | null {
    if (!isSafeMediaKey(key)) return null;
    const [rootName = '', ...rest] = key.split('/');
    const root = rootDirs.get(rootName);
    if (!root) return null;
    const path = resolve(root, ...rest);
    return path.startsWith(root + sep) ? path : null;
  }

  function requirePathOf(key: string): string {
    const path = pathOf(key);
    if (!path) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
    return path;
  }

  return {
    async stat(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
      } catch {
        return null;
      }
    },

    open(key, range) {
      return new FileBody(requirePathOf(key), range);
    },

    async put(key, localPath) {
      const path = requirePathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A hidden name in the same directory (no key names it), renamed over the file at once.
      const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}`);
      try {
        await linkOrCopy(localPath, temporary);
        await rename(temporary, path);
        // Two links of one file: rename leaves both (POSIX), and the key already holds the bytes.
        await rm(temporary, { force: true });
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async remove(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        if (path) await rm(path, { force: true });
      }
    },
  };
}

/**
 * A prepared file becomes the store's without its bytes moving: a hard link on the same file
 * system (an 8K video's gigabytes are not copied), a copy across file systems or where links are
 * not allowed.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    await copyFile(from, to);
  }
}
