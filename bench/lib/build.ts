import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

export const webDist = join(repoRoot, 'apps/web/dist');

/**
 * The JS URLs that apps/web/dist/index.html makes the browser fetch to start the app: every
 * `<script src>` and `<link rel="modulepreload" href>` served by the app itself, the app's start
 * the entry imports once the first screen has painted, and every script these import statically.
 * Of the message catalogues (one preload per language, marked data-language) the server keeps the
 * page language's only: `language`'s is counted. The preloads of the other pages the server
 * writes a first screen for (marked data-page) are kept only on those pages: the store page has
 * none.
 */
export function initialScriptUrls(language = 'en'): string[] {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    const isPreload = /\brel\s*=\s*["']?modulepreload\b/i.test(tag);
    if (!isScript && !isPreload) continue;
    const tagLanguage = /\bdata-language\s*=\s*["']?([\w-]+)/i.exec(tag)?.[1];
    if (tagLanguage && tagLanguage !== language) continue;
    if (/\bdata-page\s*=/i.test(tag)) continue;
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (!url || /^(https?:)?\/\//i.test(url)) continue;
    urls.add(url);
    // The entry's one dynamic import is the app's start.
    if (isScript) for (const started of importsOf(url, true)) urls.add(started);
  }
  for (const url of urls) for (const imported of importsOf(url, false)) urls.add(imported);
  return [...urls];
}

/**
 * The scripts a built script imports (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), and with `dynamic` its `import("./x.js")` too, as root-relative URLs.
 */
function importsOf(url: string, dynamic: boolean): string[] {
  const code = readFileSync(fileOfUrl(url), 'utf8');
  const pattern = dynamic
    ? /\b(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*|\(\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g
    : /\b(?:import|export)\s*(?:[\w${},*\s]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map(
    ([, specifier]) => new URL(specifier ?? '', `http://build${url}`).pathname,
  );
}

/** The file behind a root-relative URL of the web build. */
export const fileOfUrl = (url: string): string =>
  join(webDist, url.replace(/^\//, '').split(/[?#]/)[0] ?? '');
