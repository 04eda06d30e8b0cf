import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

export const webDist = join(repoRoot, 'apps/web/dist');

/**
 * The JS URLs that apps/web/dist/index.html makes the browser fetch to start the app: every
 * `<script src>` and `<link rel="modulepreload" href>` served by the app itself, and what the
 * entry then loads for the app once the first screen has painted. Of the
 * message catalogues (one preload per language, marked data-language) the server keeps the page
 * language's only: `language`'s is counted. The preloads of the other pages the server writes a
 * first screen for (marked data-page) are kept only on those pages: the store page has none.
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
    // The entry starts the app once the first screen has painted: the files its loader preloads
    // for it are named in the entry (`"assets/….js"`).
    if (!isScript) continue;
    for (const [, file] of readFileSync(fileOfUrl(url), 'utf8').matchAll(
      /["'](assets\/[^"']+\.js)["']/g,
    )) {
      urls.add(`/${file}`);
    }
  }
  return [...urls];
}

/** The file behind a root-relative URL of the web build. */
export const fileOfUrl = (url: string): string =>
  join(webDist, url.replace(/^\//, '').split(/[?#]/)[0] ?? '');
