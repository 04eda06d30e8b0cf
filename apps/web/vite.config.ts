/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const server = process.env.PARALLAX_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read @parallax/core from its TypeScript source, so edits there hot-reload here.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(['/api', '/store/api', '/static'].map((path) => [path, server])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
