import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { acquireDirectoryLock } from './directory-lock.js';

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
