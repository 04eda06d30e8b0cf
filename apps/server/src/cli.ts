import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { withoutQueryValues } from './db/query-errors.js';
import { seedDemoCatalog } from './db/seed/seed.js';

const USAGE = `usage: parallax <command>
  migrate   apply the database migrations
  seed      migrate, then write (or refresh) the demo catalog`;

async function run(command: string | undefined): Promise<void> {
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
