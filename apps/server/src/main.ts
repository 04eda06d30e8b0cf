// First: node-postgres loads without Node's fetch (see the module).
import './db/pg-driver.js';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { withoutQueryValues } from './db/query-errors.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.devTools && !isLoopbackHost(new URL(config.publicUrl).hostname)) {
    // A proxy or tunnel on this machine that publishes the server publishes its tools too.
    app.log.warn(
      `The development tools are on and PUBLIC_URL (${config.publicUrl}) is not this machine: ` +
        'whatever publishes the server publishes every e-mailed code with it. Set DEV_TOOLS=off.',
    );
  }
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Close the database (and release its directory lock) before reporting.
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw code === 'EADDRINUSE' || code === 'EACCES'
      ? new StartupError(
          `Cannot listen on ${config.host}:${config.port} (${code}): set PORT or HOST`,
        )
      : error;
  }
  app.log.info(`Parallax is ready on ${config.publicUrl} (docs: ${config.publicUrl}/api/docs)`);
}

class StartupError extends Error {
  override name = 'StartupError';
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DirectoryLockedError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error(withoutQueryValues(error));
  }
  process.exit(1);
});
