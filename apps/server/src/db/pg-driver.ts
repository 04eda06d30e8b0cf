import { createRequire } from 'node:module';

/**
 * Loads node-postgres without loading Node's fetch. On Node 20, which has no global `navigator`,
 * pg's stream module tells a Cloudflare Worker apart by making a `Response`; the first `Response`
 * a process makes loads Node's bundled undici and its web streams, about 12 MB resident and 2 MB
 * of heap that nothing else in PostgreSQL mode uses. With `Response` hidden while pg loads, the
 * probe answers "not Cloudflare", as it does on Node 22 and later. pg is CommonJS: every later
 * import of it (drizzle, pg-boss) gets this same module from the cache, so main.ts imports this
 * file before any other.
 */
function loadPg(): void {
  const response = Object.getOwnPropertyDescriptor(globalThis, 'Response');
  if (response?.configurable) delete (globalThis as { Response?: unknown }).Response;
  try {
    createRequire(import.meta.url)('pg');
  } finally {
    if (response?.configurable) Object.defineProperty(globalThis, 'Response', response);
  }
}

loadPg();
