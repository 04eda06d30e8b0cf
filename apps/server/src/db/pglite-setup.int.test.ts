import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { acquireDirectoryLock } from './directory-lock.js';
import { createPgliteDirectory, makePgliteTemplate } from './pglite-setup.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parallax-pglite-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function sharedBuffers(database: DatabaseHandle): Promise<string> {
  const [row] = rowsOf<{ shared_buffers: string }>(
    await database.db.execute(sql`show shared_buffers`),
  );
  return row?.shared_buffers ?? '';
}

describe('the embedded database (PGlite) memory settings', () => {
  it('makes a new directory in a child process, with small shared buffers, and reopens it', async () => {
    const dataDir = join(root, 'new', 'pglite');
    // No template (a server started from its sources before any build): initdb in a child.
    await createPgliteDirectory(dataDir, join(root, 'no-template'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await sharedBuffers(first)).toBe('16MB');
      await first.db.execute(sql`create table kept (id int)`);
      await first.db.execute(sql`insert into kept values (7)`);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.initdb`)).toBe(false);
    expect(await readFile(join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(
      /^shared_buffers = 16MB/m,
    );

    // A directory made before this setting (initdb wrote 128MB) opens with it too.
    const conf = join(dataDir, 'postgresql.conf');
    await writeFile(
      conf,
      (await readFile(conf, 'utf8')).replace(/^shared_buffers = .*$/m, 'shared_buffers = 128MB'),
    );
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await sharedBuffers(again)).toBe('16MB');
      expect(rowsOf(await again.db.execute(sql`select id from kept`))).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  });

  it("copies the build's template on a first start, and makes the template again when it is stale", async () => {
    const template = join(root, 'template');
    expect(await makePgliteTemplate(template)).toBe('made');
    expect(await makePgliteTemplate(template)).toBe('current');
    const dataDir = join(root, 'copied', 'pglite');
    await createPgliteDirectory(dataDir, template);
    expect(existsSync(`${dataDir}.initdb`)).toBe(false);
    // The stamp stays with the template.
    expect(await readdir(dataDir)).not.toContain('parallax-template.json');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await sharedBuffers(database)).toBe('16MB');
      await database.db.execute(sql`create table kept (id int)`);
    } finally {
      await database.close();
    }
    // The template is left as it was: a second first start gets an empty cluster again.
    const other = join(root, 'copied-again', 'pglite');
    await createPgliteDirectory(other, template);
    const again = await openDatabase({ kind: 'pglite', dataDir: other });
    try {
      const tables = rowsOf(
        await again.db.execute(sql`select 1 from pg_tables where tablename = 'kept'`),
      );
      expect(tables).toEqual([]);
    } finally {
      await again.close();
    }
    // Another PGlite or other settings than the template was made with: made again.
    const stamp = join(template, 'parallax-template.json');
    await writeFile(
      stamp,
      (await readFile(stamp, 'utf8')).replace(/"pglite":"[^"]*"/, '"pglite":"0.0.0"'),
    );
    expect(await makePgliteTemplate(template)).toBe('made');
    expect(await makePgliteTemplate(template)).toBe('current');
  });

  it('applies to an in-memory database too', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      expect(await sharedBuffers(database)).toBe('16MB');
    } finally {
      await database.close();
    }
  });

  it('refuses a directory that holds files but no database, and leaves them', async () => {
    const dataDir = join(root, 'foreign', 'pglite');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'notes.txt'), 'mine');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /holds files but no database/,
    );
    expect(await readFile(join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(`${dataDir}.initdb`)).toBe(false);
    // The directory's lock was released.
    const lock = await acquireDirectoryLock(dataDir);
    await lock.release();
  });
});
