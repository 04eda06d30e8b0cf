import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_PORT, MEDIA_DIR } from './support/media.js';

/**
 * Browser journeys against the built app served by the real server (API, SPA and demo media) on a
 * throw-away in-memory database seeded with the demo catalog. Run `npm run build` first.
 */
const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const oidcPort = port + 1;
const here = dirname(fileURLToPath(import.meta.url));

/** The system Chromium (Debian package); Playwright's own browsers are never downloaded. */
const chromium: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 720 },
  headless: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one worker per core; the server idles between requests.
  workers: 2,
  reporter: 'list',
  // Sized for a slow, shared 2-core machine (cold Chromium start, the content query's retries):
  // journeys that sign up, pair a headset or open the notification center ran past 60 s there
  // with every step passing.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The app picks its language from navigator.languages when nothing is stored.
    locale: 'en-US',
    timezoneId: 'UTC',
    // The visitor asks for reduced motion, so the store's trailer and previews wait for their
    // play control: a looping 720p trailer kept a quarter of a core busy in every journey on the
    // store, and a whole core under a modal's blurred backdrop (software compositing here). The
    // tests of autoplay ask for motion themselves.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The
    // trace's film of screenshots is off: encoding it took a third of the CPU of the UI journeys
    // (cart and content page: 252 → 168 CPU s), on a machine whose two cores the suite fills.
    // E2E_TRACE=off records none (the CI, which keeps no files; a failure's error and call log are
    // printed): recording every test for the few that fail took 14 % of the CPU of the store page
    // and model journeys (133 → 114 CPU s, 231 → 207 s).
    trace:
      process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Every journey starts as a visitor who already answered the age gate and the cookie banner
    // (support/test.ts `visitorState`, written by the first page rather than by Playwright's
    // storageState, which opens a page of its own for every context). Service workers are off
    // except in the offline tests: a worker's fetches bypass page.route, which other tests use to
    // stage answers.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /player-vr\.spec\.ts/,
      use: chromium,
    },
    {
      // The emulated headset's sessions run after the rest, alone on the machine: the emulator
      // draws on the CPU (SwiftShader) and beside another browser its frames slow tenfold.
      name: 'vr',
      testMatch: /player-vr\.spec\.ts/,
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: [
    {
      // Google sign-in goes to this local OpenID Connect provider.
      command: 'tsx mock-oidc.ts',
      cwd: here,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      env: { MOCK_OIDC_PORT: String(oidcPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node copy-media.mjs && node ../apps/server/dist/main.js',
      cwd: here,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: 'memory://',
        MEDIA_DIR,
        LOG_LEVEL: 'warn',
        // The development tools (on loopback only): the DEV page and GET /api/dev/outbox show the
        // e-mailed codes, and the journeys grant packs and roles and reach test push endpoints.
        NODE_ENV: 'development',
        DEV_TOOLS: 'on',
        GOOGLE_CLIENT_ID: 'parallax-e2e',
        GOOGLE_CLIENT_SECRET: 'parallax-e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
      },
      reuseExistingServer: false,
      // Migrating and seeding the in-memory database takes ~5 s on an idle machine.
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
