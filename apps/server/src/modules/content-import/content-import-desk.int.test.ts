import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskImportDetail, DeskImportList } from '@parallax/core/contracts/desk-catalog';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { staffClient } from '../../test/staff.js';
import type { BrowserClient } from '../../test/browser-client.js';
import { createTestAppWithJobs } from '../../test/jobs.js';
import { contentImportItems, contentImports } from './content-import.schema.js';
import type { ImportPlan, PlannedPart } from './content-import.types.js';

// The desk's list of content imports (read-only, ROLE_EDITOR): each run's progress, its failed
// files with their reasons, and the packs it makes, linked once they are in the catalog.

let app: FastifyInstance;
let database: DatabaseHandle;
let editor: BrowserClient;

/** A checked part as the import's check writes it (what the desk reads of it: the file). */
const part = (file: string) => ({ file }) as unknown as PlannedPart;

/** An import of two packs: one the demo catalog holds (made earlier), one not made yet. */
async function insertImport(folder: string, statuses: [string, string | null][]) {
  const plan = {
    folder,
    hasManifest: true,
    packs: [
      { slug: 'alpine-dawn', title: { en: 'Alpine Dawn', es: 'Amanecer alpino' }, parts: [] },
      { slug: 'not-made-yet', title: { en: 'Not made yet', es: 'Aún no' }, parts: [] },
    ],
  } as unknown as ImportPlan;
  const [run] = await database.db
    .insert(contentImports)
    .values({ folder, plan, status: 'preparing' })
    .returning({ id: contentImports.id });
  await database.db.insert(contentImportItems).values(
    statuses.map(([status, error], position) => ({
      importId: run!.id,
      position,
      packSlug: position === 0 ? 'alpine-dawn' : 'not-made-yet',
      file: `part-${position}.mp4`,
      sourcePath: `${folder}/part-${position}.mp4`,
      fingerprint: `fp-${folder}-${position}`,
      part: part(`part-${position}.mp4`),
      status,
      error,
      progress: status === 'queued' ? 0 : 1,
    })),
  );
  return run!.id;
}

beforeAll(async () => {
  ({ app, database } = await createTestAppWithJobs({}, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
  editor = await staffClient(app, database.db, 'ROLE_EDITOR', 'editor');
});
afterAll(() => app.close());

describe('the desk list of content imports', () => {
  it('is for editors: 401 to a guest, 403 to a user without the role', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/desk/imports' })).statusCode).toBe(401);
    const { client } = await signedUpClient(app, 'viewer');
    const refused = await client.get('/api/v1/desk/imports');
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).errorType).toBe('Forbidden');
  });

  it('shows each run with its progress, failed files and the packs it makes', async () => {
    const older = await insertImport('/media/older', [['done', null]]);
    const running = await insertImport('/media/summer', [
      ['prepared', null],
      ['failed', 'the file is gone (moved or deleted)'],
      ['queued', null],
    ]);
    const list = DeskImportList.parse((await editor.get('/api/v1/desk/imports')).json());
    expect(list.total).toBe(2);
    expect(list.items.map((run) => run.id)).toEqual([running, older]);
    expect(list.items[0]).toMatchObject({
      folder: '/media/summer',
      status: 'running',
      prepared: 1,
      total: 3,
      failures: [{ file: 'part-1.mp4', error: 'the file is gone (moved or deleted)' }],
      packs: [
        { slug: 'alpine-dawn', title: 'Alpine Dawn', id: demoId('pack', 'alpine-dawn') },
        { slug: 'not-made-yet', title: 'Not made yet', id: null },
      ],
    });

    const detail = await editor.get(`/api/v1/desk/imports/${running}`);
    expect(detail.statusCode).toBe(200);
    const items = DeskImportDetail.parse(detail.json()).items;
    expect(items.map((item) => [item.file, item.status])).toEqual([
      ['part-0.mp4', 'prepared'],
      ['part-1.mp4', 'failed'],
      ['part-2.mp4', 'queued'],
    ]);
    const page = DeskImportList.parse(
      (await editor.get('/api/v1/desk/imports?size=1&page=1')).json(),
    );
    expect(page.items.map((run) => run.id)).toEqual([older]);
    const unknown = await editor.get('/api/v1/desk/imports/6f1c2a7e-4b1d-4c8e-9a3f-2d5e8b7c1a90');
    expect(unknown.statusCode).toBe(404);
  });
});
