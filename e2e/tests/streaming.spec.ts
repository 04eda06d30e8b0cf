import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { visitor, test as base, expect } from '../support/test.js';
import { createAccount, newUser } from '../support/accounts.js';
import { sendFromPage } from '../support/api.js';
import { run, runCli, withOwnServer, type OwnServer } from '../support/own-server.js';
import { CARDS, payWithCard } from '../support/payment.js';
import { installQuest3, player, pressPanel, stayOnEachScene } from '../support/player.js';

/**
 * Imported content, end to end: the sample folder (`npm run sample-content`) imported with
 * `parallax content import` into a fresh database and published; a new user buys the pack with the
 * test card and plays each part in the 2D viewer and on an emulated headset, its videos streamed
 * adaptively (HLS through signed links); a slower link makes the player pick a cheaper rendition
 * while it plays on.
 *
 * The suite's server runs on an in-memory database that no command line can reach, so this file
 * starts its own (support/own-server.ts).
 */

const PACK = { slug: 'sample-journeys', price: '$4.99' };

/** The link the 2D viewer starts on: several times the sample's best rung. */
const LINK_BYTES_PER_SECOND = 500_000;

type Rung = { height: number; bandwidth: number };

const test = base.extend<object, { server: OwnServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      await withOwnServer(
        'streaming',
        async (env, dataDir) => {
          const sample = join(dataDir, 'sample');
          await run('npm', ['run', 'sample-content', '-w', 'apps/server', '--', sample], env);
          await runCli(['seed'], env);
          await runCli(['content', 'import', sample], env);
          await runCli(['content', 'publish', PACK.slug], env);
        },
        use,
      );
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  visitorState: async ({ server }, use) => use(visitor({ origin: server.url })),
});

async function throttle(page: Page, bytesPerSecond: number | null) {
  const answer = await sendFromPage(page, 'PUT', '/api/dev/media/throttle', { bytesPerSecond });
  expect(answer.status).toBe(204);
}

async function buyPack(page: Page) {
  await page.goto(`/content/${PACK.slug}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('view-in-cart')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: `Pay ${PACK.price}` }).click();
  await payWithCard(page, CARDS.approves, PACK.price);
  await expect(page.getByTestId('payment-result').getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! Your purchase is complete',
  );
}

/** The ladders the player received with the pack's metadata, by scene. */
async function laddersOnOpen(page: Page, open: () => Promise<void>): Promise<Rung[][]> {
  const metadata = page.waitForResponse(
    (response) => /\/collection\/content\/[^/]+\/metadata/.test(response.url()) && response.ok(),
  );
  await open();
  const body = (await (await metadata).json()) as { scenes: { renditions: Rung[] }[] };
  return body.scenes.map((scene) => scene.renditions);
}

const cheapestOf = (ladder: Rung[]) =>
  ladder.reduce((low, rung) => (rung.bandwidth < low.bandwidth ? rung : low));

test('an imported pack, bought with the test card, streams each part adaptively in 2D and in VR', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await installQuest3(page);
  await page.goto('/');
  await createAccount(page, newUser('stream'));
  // Each part stays until the test moves on (a 4 s clip ending would move the viewer on).
  await stayOnEachScene(page);
  await buyPack(page);

  // The 2D viewer: each video streams one of its ladder's rungs and plays, on a link of 4 Mbit/s
  // (a loopback link's measured throughput would take the player minutes of slow loads to forget).
  await throttle(page, LINK_BYTES_PER_SECOND);
  await page.goto(`/content/${PACK.slug}`);
  const ladders = await laddersOnOpen(page, () =>
    page.getByRole('button', { name: 'Watch in 2D' }).click(),
  );
  const [canyon, aurora] = ladders;
  expect(canyon!.length).toBeGreaterThan(1);
  expect(aurora!.length).toBeGreaterThan(1);
  const viewer = page.getByTestId('viewer-2d');
  const stage = viewer.locator('.viewer-2d__stage');
  const time = async () => Number(await viewer.getAttribute('data-current-time'));
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect180:sbs');
  await expect(stage).toHaveAttribute('data-rendition', /^\d+$/, { timeout: 30_000 });
  await expect(viewer.getByTestId('rendition')).toHaveText(
    /^Quality: Auto · \d+p · \d+\.\d Mbit\/s$/,
  );
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0.3);
  // Unslowed, the canyon starts on its best rung; then the link slows, between the best rung's
  // peak and the cheapest's, while it plays: the player steps down and plays on.
  const [best] = canyon!;
  const cheapest = cheapestOf(canyon!);
  expect(cheapest.bandwidth).toBeLessThan(best!.bandwidth);
  await expect(stage).toHaveAttribute('data-rendition', String(best!.height));
  await throttle(page, Math.round((best!.bandwidth + cheapest.bandwidth) / 2 / 8));
  // A rung below the best: with three rungs, the middle one may fit the slowed link.
  await expect
    .poll(async () => Number(await stage.getAttribute('data-rendition')), { timeout: 90_000 })
    .toBeLessThan(best!.height);
  const switchedAt = await time();
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(switchedAt + 2);
  await throttle(page, null);

  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:tb');
  await expect(stage).toHaveAttribute('data-rendition', /^\d+$/, { timeout: 30_000 });
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0.3);
  expect(aurora!.map((rung) => rung.height)).toContain(
    Number(await stage.getAttribute('data-rendition')),
  );

  // The photo and the scene show no rendition.
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', /^image:equirect360:/);
  await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(viewer.getByTestId('rendition')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', /^scene3d:/);
  await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await viewer.getByRole('button', { name: 'Close player' }).click();
  await expect(viewer).toBeHidden();

  // The headset: the same parts from the in-VR panel, the videos streamed at full size.
  await page.goto(`/content/${PACK.slug}`);
  await page.getByRole('button', { name: 'Play in VR' }).click();
  // The 2D viewer saved where the user stopped, so the player may first offer to resume. Either
  // state is awaited as one locator: reading one and then the other would miss the offer replacing
  // the loading card between the two reads.
  const startOver = page.getByRole('button', { name: 'Start over' });
  const playing = player(page).and(page.locator('[data-status="playing"]'));
  await expect(startOver.or(playing).first()).toBeAttached({ timeout: 60_000 });
  if ((await startOver.count()) > 0) await startOver.click();
  await expect(player(page)).toHaveAttribute('data-status', 'playing', { timeout: 60_000 });
  for (const [index, ladder] of ladders.entries()) {
    if (index > 0) await pressPanel(page, 'nextScene');
    await expect(player(page)).toHaveAttribute('data-scene-index', String(index));
    if (ladder.length === 0) {
      await expect(player(page)).toHaveAttribute('data-rendition', '');
      continue;
    }
    await expect(player(page)).toHaveAttribute('data-rendition', /^\d+$/, { timeout: 30_000 });
    const height = Number(await player(page).getAttribute('data-rendition'));
    expect(ladder.map((rung) => rung.height)).toContain(height);
  }
  await pressPanel(page, 'exit');
});
