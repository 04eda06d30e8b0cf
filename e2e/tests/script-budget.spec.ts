import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { expect, test } from '../support/test.js';
import { ROOT } from '../support/own-server.js';

/**
 * The store page's script stays within its budget, and the operator's desk costs the store nothing: no module of the desk (apps/web/src/features/desk
 * and features/desk-*) is among the store page's initial scripts (apps/web/dist/index.html's
 * scripts and module preloads, and everything they import statically), nor among the scripts the
 * store page loads at all. Modules are told by the build's source maps.
 */

const DIST = join(ROOT, 'apps/web/dist');
const DESK_MODULE = /(^|\/)src\/features\/desk(-[a-z]+)?\//;

/** The web build's file behind a root-relative URL. */
const fileOf = (url: string) => join(DIST, new URL(url, 'http://x').pathname.replace(/^\//, ''));

/**
 * The app's modules a built script holds, from its source map (the bundler's own runtime has
 * none: no module of the app is in it).
 */
function modulesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) {
    if (/\/\/# sourceMappingURL=/.test(readFileSync(file, 'utf8')))
      throw new Error(`${file} names a source map the build lacks`);
    return [];
  }
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((source) => resolve(file, '..', source).replaceAll('\\', '/'));
}

/**
 * index.html's own scripts — every `<script src>` and `<link rel="modulepreload" href>` — and the
 * app the entry starts once the first screen has painted: the chunk it imports then (its one
 * `import("./….js")`) and the files its loader preloads for it (`"assets/….js"` in the entry).
 */
function initialScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return (html.match(/<(script|link)\b[^>]*>/gi) ?? []).flatMap((tag) => {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) return [];
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (!url || /^(https?:)?\/\//i.test(url)) return [];
    if (!isScript) return [fileOf(url)];
    const entry = readFileSync(fileOf(url), 'utf8');
    const preloaded = [...entry.matchAll(/["'](assets\/[^"']+\.js)["']/g)].map(([, file]) =>
      join(DIST, file ?? ''),
    );
    const started = [...entry.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]/g)].map(
      ([, file]) => resolve(fileOf(url), '..', file ?? ''),
    );
    return [fileOf(url), ...preloaded, ...started];
  });
}

/**
 * Scripts and every script they import statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`).
 */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: a dynamic `import("./x.js")` is a lazy chunk.
    for (const [, specifier] of code.matchAll(
      /\b(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*)?["']([^"']+\.js)["']/g,
    )) {
      if (specifier?.startsWith('.')) visit(resolve(file, '..', specifier));
    }
  };
  files.forEach(visit);
  return seen;
}

/** The source file and 1-based line a built script's line and column come from, by its map. */
function originalLineOf(file: string, line: number, column: number) {
  const map = new SourceMapConsumer(readFileSync(`${file}.map`, 'utf8'));
  const { source, line: sourceLine } = map.originalPositionFor({ line, column });
  return source === null ? undefined : { source: resolve(file, '..', source), line: sourceLine };
}

/** V8's compile hint, the first line of each script the page runs as it loads (vite.config.ts). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test.describe('the store page’s scripts', () => {
  test('hold no module of the operator’s desk, which is built in chunks of its own', () => {
    const scripts = withStaticImports(initialScripts());
    // The app's start is among them: the check below looks through the whole first load.
    const modules = [...scripts].flatMap(modulesOf);
    expect(modules.some((module) => module.endsWith('/apps/web/src/app/start.tsx'))).toBe(true);
    const deskInStore = [...scripts].flatMap((file) =>
      modulesOf(file)
        .filter((module) => DESK_MODULE.test(module))
        .map((module) => `${file.slice(DIST.length)}: ${module.slice(ROOT.length)}`),
    );
    expect(deskInStore).toEqual([]);
    // The desk is in the build, so the check above looked for something that exists.
    const assets = join(DIST, 'assets');
    const deskChunks = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => modulesOf(join(assets, name)).some((module) => DESK_MODULE.test(module)));
    expect(deskChunks.length).toBeGreaterThan(0);
  });

  test('are compiled as they stream in, and their source maps still point where they did', () => {
    const scripts = [...withStaticImports(initialScripts())];
    const unmarked = scripts.filter((file) => !readFileSync(file, 'utf8').startsWith(COMPILE_HINT));
    expect(unmarked.map((file) => file.slice(DIST.length))).toEqual([]);
    // A message of the entry, looked up through the entry's source map, is on its own line of
    // src/main.tsx: the hint's line shifted the map along with the code.
    const message = '#root is missing from index.html';
    const entry = scripts.find((file) => readFileSync(file, 'utf8').includes(message)) ?? '';
    const before = readFileSync(entry, 'utf8').split(message)[0]?.split('\n') ?? [];
    const origin = originalLineOf(entry, before.length, before.at(-1)?.length ?? 0);
    expect(origin?.source).toBe(join(ROOT, 'apps/web/src/main.tsx'));
    const sourceLines = readFileSync(origin?.source ?? '', 'utf8').split('\n');
    expect(sourceLines[(origin?.line ?? 0) - 1]).toContain(message);
  });

  test('hold zod without its JSON Schema output, which only the server’s OpenAPI document uses', () => {
    const modules = [...withStaticImports(initialScripts())].flatMap(modulesOf);
    expect(modules.some((module) => module.endsWith('/zod/v4/classic/schemas.js'))).toBe(true);
    expect(modules.filter((module) => module.endsWith('/zod/v4/core/to-json-schema.js'))).toEqual(
      [],
    );
  });

  test('hold none of React Router’s own links, with prefetch and form code the site never uses', () => {
    const scripts = [...withStaticImports(initialScripts())];
    const modules = scripts.flatMap(modulesOf);
    expect(modules.some((module) => /\/react-router\/dist\/production\//.test(module))).toBe(true);
    // The router's Link marks every link it renders so; the site's own (components/ui/link.tsx) does
    // not, and the build leaves the router's out (apps/web/vite.config.ts).
    const withRouterLinks = scripts.filter((file) =>
      readFileSync(file, 'utf8').includes('data-discover'),
    );
    expect(withRouterLinks).toEqual([]);
  });

  test('load no module of the desk when the store opens', async ({ page }) => {
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('preview-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const own = loaded.filter((url) => url.startsWith(new URL(page.url()).origin));
    expect(own.length).toBeGreaterThan(0);
    const desk = own.filter((url) =>
      modulesOf(fileOf(url)).some((module) => DESK_MODULE.test(module)),
    );
    expect(desk).toEqual([]);
  });
});

/**
 * The most script, compressed as the server sends it, that the store page `/` may load for a
 * first-time visitor on a phone, until the network is quiet (what Lighthouse counts): the
 * goal for a phone. A build that grows past it fails here.
 */
const STORE_PAGE_SCRIPT_BUDGET_KIB = 150;

test('the store page loads no more script than its budget on a first visit from a phone', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !request.url().startsWith(baseURL ?? '')) return;
    // The length the server declares, which is the compressed file's: the browser's own count of
    // body bytes (request.sizes) came back 0 for most scripts in one loaded run, under budget.
    sizes.push(
      response.finished().then(async () => {
        const declared = Number(await response.headerValue('content-length'));
        return declared > 0 ? declared : (await request.sizes()).responseBodySize;
      }),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const kib = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024;
  await context.close();
  console.log(`The store page loaded ${sizes.length} scripts, ${kib.toFixed(1)} KiB compressed`);
  expect(sizes.length).toBeGreaterThan(1);
  // A script whose size could not be read would count as none.
  expect(Math.min(...(await Promise.all(sizes)))).toBeGreaterThan(0);
  expect(kib).toBeLessThanOrEqual(STORE_PAGE_SCRIPT_BUDGET_KIB);
});
