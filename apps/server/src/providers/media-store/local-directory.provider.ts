import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { FileBody } from '../../http/file-body.js';
import { isSafeMediaKey } from './media-keys.rules.js';
import type { MediaStore } from './media-store.types.js';

/**
 * A store over local directories, one per first key segment (`demo` → apps/server/demo-media).
 * A key is checked twice: by its shape, and by where it resolves to.
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
      const path = pathOf(key);
      if (!path) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
      return new FileBody(path, range);
    },
  };
}
