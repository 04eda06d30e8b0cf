import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DirectoryLockedError } from './db/directory-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Parallax is ready on ${config.publicUrl} (docs: ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
