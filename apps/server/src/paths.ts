import { fileURLToPath } from 'node:url';

// Resolved from this file so they hold both for src/ (tests, tsx) and dist/ (npm start).
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  serverRoot,
  migrations: fileURLToPath(new URL('../drizzle', import.meta.url)),
  demoMedia: fileURLToPath(new URL('../demo-media', import.meta.url)),
  /** The new, empty embedded cluster a first start copies (made by the build). */
  pgliteTemplate: fileURLToPath(new URL('../dist/pglite-template', import.meta.url)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
