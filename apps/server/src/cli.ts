import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { loadConfig } from './config.js';
import { CONTENT_USAGE, contentCommand, ContentUsageError } from './content-commands.js';
import { openDatabase } from './db/client.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { makePgliteTemplate } from './db/pglite-setup.js';
import { withoutQueryValues } from './db/query-errors.js';
import { seedDemoCatalog } from './db/seed/seed.js';
import { createS3Client } from './providers/media-store/s3.provider.js';
import { readyBucket } from './providers/media-store/s3-sync.provider.js';
import { pairDevice } from './device-client.js';
import { paths } from './paths.js';
import { ROLE_USAGE, roleCommandOn } from './role-command.js';
import {
  NOTIFY_USAGE,
  notifyCommand,
  publishPackCommand,
  UsageError,
} from './notification-commands.js';

const USAGE = `usage: parallax <command>
  migrate   apply the database migrations
  seed      migrate, then write (or refresh) the demo catalog
  clock [--days N] [--hours N]
            move the running development server's clock forward and run the billing that fell
            due (PUBLIC_URL, or http://localhost:$PORT); without a number, show the clock
  media-sync
            with MEDIA_STORE=s3: create the bucket if missing (with a CORS rule for PUBLIC_URL
            when it has none) and upload the files of MEDIA_DIR it lacks, as demo/<path>
  pglite-template
            make the new, empty embedded database a first start copies (npm run build runs it)
  pair [--save FILE]
            sign this terminal in as a device (desktop_app): shows a code to enter on the pair
            headset page of a signed-in browser, then prints (or saves) the device's tokens
${ROLE_USAGE}
${NOTIFY_USAGE}
${CONTENT_USAGE}`;

/** `pair`: the device authorization grant from a terminal (src/device-client.ts). */
async function pairTerminal(args: string[]): Promise<void> {
  const saveIndex = args.indexOf('--save');
  const savePath = saveIndex === -1 ? null : args[saveIndex + 1];
  if (saveIndex !== -1 && !savePath) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { publicUrl } = loadConfig();
  const clientIdentifier = randomUUID();
  const session = await pairDevice({
    baseUrl: publicUrl,
    clientIdentifier,
    clientType: 'desktop_app',
    onCode: (otp) =>
      console.log(
        `Enter ${otp.code} at ${otp.verificationUri} (or open ${otp.verificationUriComplete}); it expires in ${Math.round(otp.expiresInSeconds / 60)} minutes.`,
      ),
  });
  console.log(`Signed in as ${session.userName}.`);
  const saved = { baseUrl: publicUrl, clientIdentifier, ...session };
  if (savePath) {
    await writeFile(savePath, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
    console.log(`Tokens saved to ${savePath} (keep it private).`);
  } else console.log(JSON.stringify(saved, null, 2));
}

/** `media-sync`: what a start in object-storage mode does, for a bucket prepared ahead. */
async function syncMedia(): Promise<void> {
  const config = loadConfig();
  if (config.mediaStore.kind !== 's3') {
    console.error('media-sync: MEDIA_STORE is not s3 (media are read from MEDIA_DIR itself)');
    process.exitCode = 2;
    return;
  }
  const { bucket } = config.mediaStore;
  const client = createS3Client(config.mediaStore);
  try {
    const { preparation, upload } = await readyBucket(client, {
      bucket,
      siteOrigin: new URL(config.publicUrl).origin,
      demoMediaDir: config.mediaDir,
    });
    if (preparation.isCreated) console.log(`bucket ${bucket} created`);
    if (preparation.cors === 'set') console.log(`CORS rule set for ${config.publicUrl}`);
    if (preparation.cors === 'missing-origin') {
      console.warn(`warning: the bucket's CORS rules do not let ${config.publicUrl} GET files`);
    }
    for (const key of upload?.uploaded ?? []) console.log(`uploaded ${key}`);
    console.log(
      `media-sync: ${upload?.uploaded.length ?? 0} uploaded, ${upload?.unchanged ?? 0} already there (${bucket})`,
    );
  } finally {
    client.destroy();
  }
}

/** `clock`: POST /api/dev/clock/advance on the running server (with the development tools only). */
async function moveClock(args: string[]): Promise<void> {
  const number = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? 0 : Number(args[index + 1]);
  };
  const days = number('--days');
  const hours = number('--hours');
  if (!Number.isInteger(days) || !Number.isInteger(hours) || days < 0 || hours < 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { publicUrl } = loadConfig();
  const response =
    days === 0 && hours === 0
      ? await fetch(`${publicUrl}/api/dev/clock`)
      : await fetch(`${publicUrl}/api/dev/clock/advance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ days, hours }),
        });
  const body = await response.text();
  if (!response.ok) throw new Error(`${publicUrl} answered ${response.status}: ${body}`);
  console.log(body);
}

/**
 * `role`: grants or revokes a role in the configured database (migrated first), directly (the
 * embedded database is locked while a server runs on it: stop that server first; PostgreSQL is
 * shared).
 */
async function changeRole(args: string[]): Promise<void> {
  const result = await roleCommandOn(loadConfig().database, args);
  if (result.exitCode === 0) console.log(result.message);
  else console.error(result.message);
  process.exitCode = result.exitCode;
}

/**
 * `notify` and `publish-pack`: written to the configured database directly, their pushes and
 * e-mails queued for the server's job workers (the embedded database is locked while a server runs
 * on it: stop that server first, and the jobs go out when it starts again; PostgreSQL is shared).
 */
async function notificationCommand(
  command: typeof notifyCommand | typeof publishPackCommand,
  args: string[],
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await command(args, { config, database, print: (line) => console.log(line) });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

/**
 * `content`: imports and publishes on the configured database directly, the preparation's jobs
 * worked in this process (the embedded database is locked while a server runs on it).
 */
async function runContentCommand(args: string[]): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (!(error instanceof DirectoryLockedError)) throw error;
    throw new Error(
      'the embedded database is in use by a running server: stop it, or use DATABASE_URL',
    );
  });
  try {
    await database.migrate();
    const print = (line: string) => console.log(line);
    const printError = (line: string) => console.error(line);
    process.exitCode = await contentCommand(args, {
      config,
      database,
      print,
      printError,
      output: process.stdout,
    });
  } catch (error) {
    if (!(error instanceof ContentUsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

async function run(command: string | undefined): Promise<void> {
  if (command === 'content') {
    await runContentCommand(process.argv.slice(3));
    return;
  }
  if (command === 'clock') {
    await moveClock(process.argv.slice(3));
    return;
  }
  if (command === 'media-sync') {
    await syncMedia();
    return;
  }
  if (command === 'pglite-template') {
    const outcome = await makePgliteTemplate(paths.pgliteTemplate);
    console.log(
      `pglite-template: ${outcome === 'made' ? 'made' : 'current'} (${paths.pgliteTemplate})`,
    );
    return;
  }
  if (command === 'pair') {
    await pairTerminal(process.argv.slice(3));
    return;
  }
  if (command === 'role') {
    await changeRole(process.argv.slice(3));
    return;
  }
  if (command === 'notify' || command === 'publish-pack') {
    const handler = command === 'notify' ? notifyCommand : publishPackCommand;
    await notificationCommand(handler, process.argv.slice(3));
    return;
  }
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (command === 'seed') await seedDemoCatalog(database.db, config.mediaDir);
    console.log(`${command}: done (${database.kind})`);
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  const safe = withoutQueryValues(error);
  console.error(safe instanceof Error ? safe.message : safe);
  process.exit(1);
});
