import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL in a WebAssembly memory inside the server's process, and that memory
 * never shrinks. PostgreSQL's default shared_buffers (128 MB, zeroed at start, so resident from
 * the first second) was half of the idle server; 16 MB holds the demo catalog's working set
 * several times over, and pages outside it come from the operating system's file cache. A larger
 * catalog is what PostgreSQL mode (DATABASE_URL) is for.
 */
const SHARED_BUFFERS = '16MB';

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler (Liftoff) and recompiles the hot
 * functions with its optimizing one (TurboFan) in background threads. That second copy and the
 * compilers' working memory, kept by the threads' malloc arenas, measured 45–85 MB of a server on
 * the demo catalog, for no CPU time per query we could measure (a primary-key select, the catalog's
 * pack list: within the noise either way — most of a query's time is JavaScript). The flag is
 * process-wide: the only other WebAssembly in the server is undici's HTTP parser.
 */
let isTierUpOff = false;
function keepWebAssemblyBaselineOnly(): void {
  if (isTierUpOff) return;
  setFlagsFromString('--liftoff-only');
  isTierUpOff = true;
}

/** PGlite's own start parameters (single-user mode and its settings), not in its typings. */
const defaultStartParams = (PGlite as unknown as { defaultStartParams?: string[] })
  .defaultStartParams;

/**
 * What every embedded database opens with: the settings above, for a directory made before them
 * too (command-line settings win over postgresql.conf), and written into postgresql.conf by
 * initdb for a new one. Turns the WebAssembly tier-up off for the process on the first call.
 */
export function pgliteMemoryOptions(): Pick<PGliteOptions, 'startParams' | 'initDbStartParams'> {
  keepWebAssemblyBaselineOnly();
  if (!defaultStartParams) {
    throw new Error('PGlite.defaultStartParams is gone: check the start parameters of PGlite');
  }
  return {
    startParams: [...defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    initDbStartParams: ['--set', `shared_buffers=${SHARED_BUFFERS}`],
  };
}

/** Runs in a child process: creates a database directory (initdb), closes it, exits. */
const INITDB_SCRIPT = `
const [, pglitePath, dataDir, options] = process.argv;
const { PGlite } = require(pglitePath);
PGlite.create({ ...JSON.parse(options), dataDir })
  .then((db) => db.close())
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
`;

/** The build's new, empty cluster and what it was made with (PGlite's version, the settings). */
const TEMPLATE_STAMP = 'parallax-template.json';

async function templateStamp(): Promise<string> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(
    await readFile(join(dirname(pglitePath), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return JSON.stringify({ pglite: manifest.version, options: pgliteMemoryOptions() });
}

async function isTemplateCurrent(template: string): Promise<boolean> {
  const stamp = await readFile(join(template, TEMPLATE_STAMP), 'utf8').catch(() => null);
  return stamp !== null && stamp === (await templateStamp());
}

/**
 * Runs initdb in a child process into `draft`: PGlite's initdb runs a second PostgreSQL and copies
 * the new cluster between them, which peaks near 700 MB and stays allocated in the process that
 * ran it (WebAssembly memory never shrinks); in a child that exits it is all given back.
 */
async function initdbInChild(draft: string): Promise<void> {
  await rm(draft, { recursive: true, force: true });
  await mkdir(dirname(draft), { recursive: true });
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(
    process.execPath,
    [
      '--liftoff-only',
      '-e',
      INITDB_SCRIPT,
      pglitePath,
      draft,
      JSON.stringify(pgliteMemoryOptions()),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4_000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(join(draft, 'PG_VERSION'))) {
    await rm(draft, { recursive: true, force: true });
    throw new Error(`initdb for the embedded database failed (${code}):\n${errors}`);
  }
}

/**
 * Makes the template a first start copies (`npm run build` runs it: `parallax pglite-template`),
 * so that no server start runs initdb: a new, empty cluster with the settings above, stamped with
 * PGlite's version and those settings. Kept while both still hold.
 */
export async function makePgliteTemplate(template: string): Promise<'made' | 'current'> {
  if (await isTemplateCurrent(template)) return 'current';
  const draft = `${template}.initdb`;
  await initdbInChild(draft);
  await writeFile(join(draft, TEMPLATE_STAMP), await templateStamp());
  await rm(template, { recursive: true, force: true });
  await rename(draft, template);
  return 'made';
}

/**
 * Creates the embedded database in `dataDir` (an empty or missing directory) when it holds none:
 * a copy of the build's template when it is current, else a new cluster from initdb in a child
 * process. It is made beside `dataDir` and moved into place, so an interrupted first start leaves
 * no half-made database behind. Call it holding the directory's lock.
 */
export async function createPgliteDirectory(dataDir: string, template: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  if ((await readdir(dataDir).catch(() => [])).length > 0) {
    throw new Error(`${dataDir} holds files but no database: move them away or set DATA_DIR`);
  }
  const draft = `${dataDir}.initdb`;
  await rm(draft, { recursive: true, force: true });
  try {
    if (await isTemplateCurrent(template)) {
      await mkdir(dirname(draft), { recursive: true });
      await cp(template, draft, { recursive: true });
      await rm(join(draft, TEMPLATE_STAMP));
    } else {
      await initdbInChild(draft);
    }
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    throw new Error(`Creating the embedded database in ${dataDir} failed`, { cause: error });
  }
  // rename(2) replaces the empty directory (the lock made it).
  await rename(draft, dataDir);
}
