/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

const server = process.env.PARALLAX_API ?? 'http://127.0.0.1:8080';
const { version } = JSON.parse(
  await readFile(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * Writes .br and .gz beside every text asset at build time, so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'parallax-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      for (const file of files) {
        const data = await readFile(join(dir, file));
        if (data.length < 1024) continue;
        const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
        await writeFile(join(dir, `${file}.br`), brotliCompressSync(data, quality));
        await writeFile(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    // Read @parallax/core from its TypeScript source, so edits there hot-reload here.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  // Tests in the node environment (`@vitest-environment node`) resolve like a server.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The API, demo media, and the Google sign-in start and callback (spec 1 §7).
    proxy: Object.fromEntries(
      ['/api', '/store/api', '/static', '/oauth2', '/login/oauth2'].map((path) => [path, server]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // Named explicitly: a catch-all node_modules group would pull lazily loaded libraries
        // (the player's 3D and video code) into the store page's initial load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules[\\/](zod|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
