import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Read @parallax/core from its TypeScript source: no build needed before the tests. Otherwise
// resolve as Node does: the bundlers' `module` condition picks builds Node cannot load
// (@opentelemetry/api's, which prom-client requires).
const conditions = ['source', ...defaultServerConditions.filter((name) => name !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // Files share each worker's module graph: loading the server's modules for every file
          // took a fifth of the suite. Each file builds its own app on its own database copy.
          isolate: false,
          // A file waits on its database, timers and sockets for much of its time, so one worker
          // per core, not Vitest's one fewer: on two cores, 260 s became 171–204 s on PGlite and
          // 210 s became 156 s on PostgreSQL. (Three workers gained nothing on PGlite.)
          maxWorkers: availableParallelism(),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
