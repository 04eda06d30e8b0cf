import type { Request } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, logIn, newUser } from '../support/accounts.js';
import { grant } from '../support/api.js';
import {
  DEMO,
  EVERY_FORMAT,
  player,
  playVideosSlowly,
  stayOnEachScene,
} from '../support/player.js';
import { allowUploads } from '../support/uploads.js';

/**
 * The player: the 2D viewer, resume across devices, and the failures a user meets — no
 * headset, a damaged file. The VR sessions are in player-vr.spec.ts.
 */

test('without a headset, Play in VR reports "no hmd" and offers the 2D viewer', async ({
  page,
}) => {
  await page.goto(`/content/${DEMO.slug}`);
  await page.getByRole('button', { name: 'Play in VR' }).click();
  const failure = page.getByTestId('player-failure');
  await expect(failure).toBeVisible();
  await expect(failure.locator('[data-reason]')).toHaveAttribute('data-reason', 'noHmd');
  await expect(failure).toContainText('Code 4');
  await expect(failure.getByRole('heading')).toHaveText('No VR headset found');
  await failure.getByRole('button', { name: 'Watch in 2D instead' }).click();
  await expect(page.getByTestId('viewer-2d')).toHaveAttribute('data-ready', 'true');
});

test('the 2D viewer shows a 360° picture to look around and plays a video', async ({ page }) => {
  await playVideosSlowly(page);
  await page.goto(`/content/${DEMO.slug}`);
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const viewer = page.getByTestId('viewer-2d');
  await expect(viewer).toHaveAttribute('data-format', 'image:equirect360:mono');
  await expect(viewer).toHaveAttribute('data-ready', 'true');
  const canvas = viewer.locator('canvas');
  await expect(canvas).toBeVisible();
  // A computer is not turned to look around: no "moving your phone" here.
  await expect(viewer.getByText('Drag to look around')).toBeVisible();
  await expect(viewer.getByRole('button', { name: /moving your phone/ })).toHaveCount(0);
  // Dragging turns the view: the picture on the canvas changes.
  const before = await canvas.screenshot();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);

  // While it plays, this pack's button stops the session.
  await expect(page.getByTestId('stop-session')).toBeVisible();

  // The next scene is a video: time advances; Pause stops it before the end, and time stands.
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect
    .poll(async () => Number(await viewer.getAttribute('data-current-time')))
    .toBeGreaterThan(0.5);
  await viewer.getByRole('button', { name: 'Pause' }).click();
  await expect(viewer.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = Number(await viewer.getAttribute('data-current-time'));
  expect(pausedAt).toBeLessThan(5.9);
  await page.waitForTimeout(500);
  expect(Number(await viewer.getAttribute('data-current-time'))).toBeCloseTo(pausedAt, 1);

  // The docked viewer may cover the button on a small window; the keyboard reaches it anyway.
  await page.getByTestId('stop-session').press('Enter');
  await expect(viewer).toBeHidden();
});

test('a damaged file of the user reports "bad file"', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, newUser('file'));
  await allowUploads(page);
  await page.goto('/library');
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'holiday_360.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('this is not a video at all '.repeat(400)),
  });
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const warning = page.getByTestId('upload-warning');
  await expect(warning).toContainText('holiday_360.mp4');
  await expect(warning.getByLabel('Projection')).toHaveValue('equirect360');
  await warning.getByRole('button', { name: 'Play' }).click();
  const failure = page.getByTestId('player-failure');
  await expect(failure.locator('[data-reason]')).toHaveAttribute('data-reason', 'badFile');
  await expect(failure).toContainText('Code 5');
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toBeHidden();
});

test('every content format plays in the 2D viewer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await createAccount(page, newUser('formats'));
  await grant(page, { content: EVERY_FORMAT.slug });
  await stayOnEachScene(page);
  await page.goto(`/content/${EVERY_FORMAT.slug}`);
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const viewer = page.getByTestId('viewer-2d');
  for (const [index, format] of EVERY_FORMAT.formats.entries()) {
    await expect(viewer).toHaveAttribute('data-format', format);
    await expect(viewer).toHaveAttribute('data-ready', 'true');
    await expect(player(page)).toHaveAttribute('data-status', 'playing');
    // Flat parts are the element itself; the others are drawn on a canvas.
    const shown =
      format.includes(':flat:') && !format.startsWith('scene3d')
        ? viewer.locator('img, video')
        : viewer.locator('canvas');
    await expect(shown).toBeVisible();
    if (index + 1 < EVERY_FORMAT.formats.length) {
      await viewer.getByRole('button', { name: 'Next scene' }).click();
    }
  }
  await expect(page.getByTestId('player-failure')).toBeHidden();
});

test('the position in a video is offered on another device', async ({ page, browser }) => {
  // Two devices, a sign-up and eleven saved seeks: 2 min on a loaded 2-core machine.
  test.setTimeout(180_000);
  // At full speed a click that took seconds could land just as the clip ended, and the button
  // it aimed at as Pause started the clip again as Play (once, a CI run went round that way).
  await playVideosSlowly(page);
  const user = newUser('resume');
  await page.goto('/');
  await createAccount(page, user);
  await page.goto(`/content/${DEMO.slug}`);
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const viewer = page.getByTestId('viewer-2d');
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect(viewer).toHaveAttribute('data-ready', 'true');
  // Paused first, then one second in: on a loaded machine the clip would play on between the
  // seek and the close. A clip that has already ended is paused too. The label can take seconds
  // to follow a click while the page draws the 360° video: clicking again would play it again.
  await expect(async () => {
    const pause = viewer.getByRole('button', { name: 'Pause' });
    if (await pause.isVisible()) await pause.click();
    await expect(viewer.getByRole('button', { name: 'Play', exact: true })).toBeVisible({
      timeout: 5000,
    });
  }).toPass();
  // With the keyboard, as a user would (a script setting the slider's value is not an input React
  // sees): to the start, then ten steps of 0.1 s. A seek is saved at once.
  // Eleven key presses, each a seek saved in turn: slow on a loaded machine.
  const saved = page.waitForResponse(
    (response) =>
      isPositionSave(response.request()) && positionOf(response.request()).positionSeconds === 1,
    { timeout: 60_000 },
  );
  const seek = viewer.getByRole('slider', { name: 'Seek' });
  await seek.press('Home');
  for (let step = 0; step < 10; step++) await seek.press('ArrowRight');
  await expect(viewer).toHaveAttribute('data-current-time', '1.00');
  expect((await saved).status()).toBe(204);
  await viewer.getByRole('button', { name: 'Close player' }).click();
  // The end of a session asks for feedback. A low rating asks what went wrong, and needs a
  // reason or a few words before it is sent; not now.
  const feedback = page.getByTestId('feedback-dialog');
  await feedback.getByText('Really bad').click();
  await expect(feedback.getByText('What went wrong?')).toBeVisible();
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByTestId('feedback-problem')).toHaveText(
    'Select a reason, or tell us what went wrong',
  );
  await feedback.getByRole('button', { name: 'Not now' }).click();

  // Another browser: the same account is offered the same scene at the same time.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/');
  await logIn(phone, user.email, user.password);
  await expect(phone.getByTestId('user-button')).toBeVisible();
  await phone.goto(`/content/${DEMO.slug}`);
  await phone.getByRole('button', { name: 'Watch in 2D' }).click();
  const prompt = phone.getByTestId('resume-prompt');
  await prompt.getByRole('button', { name: 'Resume from 0:01' }).click();
  const resumed = phone.getByTestId('viewer-2d');
  await expect(resumed).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect
    .poll(async () => Number(await resumed.getAttribute('data-current-time')))
    .toBeGreaterThanOrEqual(0.9);
  await other.close();
});

test('a pause and a page hide save where the user stopped, and a reload offers exactly that', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The keyboard pause lands well before the clip's end (5.4 s) even on a loaded machine.
  await playVideosSlowly(page);
  await page.goto('/');
  await createAccount(page, newUser('pause'));
  const saves: { contentId: string; positionSeconds: number }[] = [];
  page.on('request', (request) => {
    if (isPositionSave(request)) saves.push(positionOf(request));
  });
  const openVideo = async () => {
    await page.goto(`/content/${DEMO.slug}`);
    await page.getByRole('button', { name: 'Watch in 2D' }).click();
  };
  const viewer = page.getByTestId('viewer-2d');
  const currentTime = async () => Number(await viewer.getAttribute('data-current-time'));

  await openVideo();
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect(viewer).toHaveAttribute('data-ready', 'true');
  // Played past the first 1.5 s (the last periodic save was at its start), then paused with the
  // keyboard: the pause is saved, and that position is offered after a reload.
  // A loaded machine may take a while to reach 1.5 s of the clip: polled for longer.
  await expect.poll(currentTime, { timeout: 30_000 }).toBeGreaterThan(1.5);
  await viewer.press('k');
  await expect(viewer.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await currentTime();
  expect(pausedAt).toBeLessThan(5.4);
  await expect.poll(() => saves.at(-1)?.positionSeconds).toBeCloseTo(pausedAt, 1);
  const paused = saves.at(-1)!;
  const stored = async () => {
    const response = await page.request.get(
      `/api/v1/playback/position?contentId=${paused.contentId}`,
    );
    const body = (await response.json()) as { items: { positionSeconds: number }[] };
    return body.items[0]?.positionSeconds ?? Number.NaN;
  };
  await expect.poll(stored).toBeCloseTo(paused.positionSeconds, 3);
  await page.reload();
  await openVideo();
  await page
    .getByTestId('resume-prompt')
    .getByRole('button', { name: `Resume from ${clockOf(paused.positionSeconds)}` })
    .click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect
    .poll(currentTime)
    .toBeGreaterThanOrEqual(Math.floor(paused.positionSeconds * 10) / 10);
  await viewer.getByRole('button', { name: 'Close player' }).click();
  await page.getByTestId('feedback-dialog').getByRole('button', { name: 'Not now' }).click();

  // From the start, playing, neither paused nor moved: leaving the page saves where it was.
  await openVideo();
  const prompt = page.getByTestId('resume-prompt');
  await expect(prompt.or(viewer)).toBeVisible();
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Start over' }).click();
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  // The position at hand when the page goes: only the page-hide save can store it (a periodic
  // one falling in the same instant aside).
  await expect.poll(currentTime, { timeout: 30_000 }).toBeGreaterThan(2);
  const beforeLeaving = await currentTime();
  await page.reload();
  await expect.poll(stored).toBeGreaterThanOrEqual(beforeLeaving - 0.01);
  const left = await stored();
  await openVideo();
  await expect(prompt.getByRole('button', { name: `Resume from ${clockOf(left)}` })).toBeVisible();
});

function isPositionSave(request: Request): boolean {
  return request.method() === 'PUT' && request.url().includes('/api/v1/playback/position/');
}

function positionOf(request: Request) {
  return request.postDataJSON() as { contentId: string; positionSeconds: number };
}

/** How the resume offer shows a time under a minute: 4.7 → "0:04". */
const clockOf = (seconds: number) => `0:${String(Math.floor(seconds)).padStart(2, '0')}`;
