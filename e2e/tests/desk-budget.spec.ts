import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/own-server.js';

/**
 * The operator's desk costs the store nothing: no module of the desk (apps/web/src/features/desk
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

/** index.html's own scripts: every `<script src>` and `<link rel="modulepreload" href>`. */
function initialScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return (html.match(/<(script|link)\b[^>]*>/gi) ?? []).flatMap((tag) => {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) return [];
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    return url && !/^(https?:)?\/\//i.test(url) ? [fileOf(url)] : [];
  });
}

/** Scripts and every script they import statically (`import … from "./x.js"`, `import "./x.js"`). */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: a dynamic `import("./x.js")` is a lazy chunk.
    for (const [, specifier] of code.matchAll(
      /\bimport\s*(?:[\w${},*\s]+?\s*from\s*)?["']([^"']+\.js)["']/g,
    )) {
      if (specifier?.startsWith('.')) visit(resolve(file, '..', specifier));
    }
  };
  files.forEach(visit);
  return seen;
}

test.describe('the store page’s scripts', () => {
  test('hold no module of the operator’s desk, which is built in chunks of its own', () => {
    const scripts = withStaticImports(initialScripts());
    expect(scripts.size).toBeGreaterThan(1);
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
