import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
// Not source: installed packages, builds, the embedded database (./data) and generated media.
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'demo-media', 'test-results']);
const PREFIXES: [string, string][] = [
  ['core/', 'packages/core/src/'],
  ['server/', 'apps/server/src/'],
  ['web/', 'apps/web/src/'],
];
const FILE_NAME = /\.(ts|tsx|js|mjs|md|json|css|yml|yaml)$/;

/** Every file and folder of the repository, relative to its root (folders end with `/`). */
function repositoryPaths(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || (dir === root && entry.name === 'data')) return [];
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    return entry.isDirectory() ? [`${relative}/`, ...repositoryPaths(full)] : [relative];
  });
}

const paths = repositoryPaths();
const pathSet = new Set(paths);

/** The paths a document names in code spans: `web/app/router.tsx`, `modules/cart/`, `x.ts`. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[.,;:)]+$/, ''))
    .filter((token) => !/^[/?.]|[<>*:=#{}[\]|()']/.test(token) || token.startsWith('…/'))
    .filter((token) => token.includes('/') || FILE_NAME.test(token));
}

/** Whether `token` names something that exists: from its prefix or the root, or as a suffix. */
function exists(token: string): boolean {
  const bare = token.replace(/^…\//, '');
  for (const [prefix, full] of PREFIXES) {
    if (bare.startsWith(prefix) && pathSet.has(full + bare.slice(prefix.length))) return true;
  }
  if (pathSet.has(bare)) return true;
  return paths.some((candidate) => candidate.endsWith(`/${bare}`));
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the documents that map the code', () => {
  for (const file of ['docs/SPEC-MAP.md', 'docs/ARCHITECTURE.md']) {
    it(`${file} names only paths that exist`, () => {
      const named = namedPaths(read(file));
      expect(named.length).toBeGreaterThan(20);
      expect(named.filter((token) => !exists(token))).toEqual([]);
    });
  }

  it('keeps the architecture map to one page', () => {
    const lines = read('docs/ARCHITECTURE.md').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(130);
    expect(lines.filter((line) => line.length > 100)).toEqual([]);
  });

  it('keeps each decision record on one screen, and lists it in the index', () => {
    const dir = 'docs/decisions';
    const records = readdirSync(path.join(root, dir)).filter((name) => /^\d{4}-/.test(name));
    const index = read(`${dir}/README.md`);
    for (const name of records) {
      const lines = read(`${dir}/${name}`).trimEnd().split('\n');
      expect(lines.length, name).toBeGreaterThanOrEqual(10);
      expect(lines.length, name).toBeLessThanOrEqual(30);
      expect(
        lines.filter((line) => line.length > 100),
        name,
      ).toEqual([]);
      expect(index, name).toContain(`](${name})`);
    }
  });

  it('finds a path that is gone', () => {
    expect(exists('web/app/router.tsx')).toBe(true);
    expect(exists('…/components/auth-modal.tsx')).toBe(true);
    expect(exists('web/app/no-such-file.tsx')).toBe(false);
    expect(namedPaths('`server/http/page-routes.ts` `?auth` `/api/v1/x` `x.ts` `name`')).toEqual([
      'server/http/page-routes.ts',
      'x.ts',
    ]);
  });
});
