import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

export const webDist = join(repoRoot, 'apps/web/dist');

/**
 * The JS URLs that apps/web/dist/index.html makes the browser fetch before anything renders:
 * every `<script src>` and `<link rel="modulepreload" href>` served by the app itself. Of the
 * message catalogues (one preload per language, marked data-language) the server keeps the page
 * language's only: `language`'s is counted.
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
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (url && !/^(https?:)?\/\//i.test(url)) urls.add(url);
  }
  return [...urls];
}

/** The file behind a root-relative URL of the web build. */
export const fileOfUrl = (url: string): string =>
  join(webDist, url.replace(/^\//, '').split(/[?#]/)[0] ?? '');
