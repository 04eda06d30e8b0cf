import { expect, test } from '../support/test.js';
import { newUser, signUp } from '../support/accounts.js';
import { grant } from '../support/api.js';
import { downloadFromContentPage } from '../support/library.js';
import {
  DEMO,
  EVERY_FORMAT,
  dataNumber,
  installQuest3,
  player,
  playVideosSlowly,
  pressPanel,
  stayOnEachScene,
} from '../support/player.js';

/**
 * VR sessions on an emulated Meta Quest 3 (iwer). They run in their own project after the others
 * (playwright.config.ts): the emulator draws through SwiftShader on the CPU, and alone on the
 * machine its frames come ten times faster than beside another browser.
 */

test('a VR session on an emulated Quest 3 renders both eyes, is driven from the in-VR panel and ends on the feedback form', async ({
  page,
}) => {
  // About 40 s alone on the machine; a busy neighbour core makes each panel press take seconds.
  test.setTimeout(240_000);
  await installQuest3(page);
  // A panel press lasts a few headset frames, and while a video plays the emulator draws about
  // five a second (each new video frame is a texture upload on the CPU): at full speed the 6 s
  // clip could end between a press and the check of what it did. At a sixteenth of its speed
  // (Chromium's slowest) it lasts 96 s, and a new video frame comes only every few headset frames.
  await playVideosSlowly(page, 1 / 16);
  await page.goto('/');
  await signUp(page, newUser('vr'));
  await stayOnEachScene(page);
  await page.goto(`/content/${DEMO.slug}`);
  await page.getByRole('button', { name: 'Play in VR' }).click();

  await expect(player(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect(player(page)).toContainText('In VR');
  // Frames are drawn for each eye (the 360° picture is seen by both cameras).
  await expect
    .poll(() => dataNumber(page, 'xr-draws-left'), { timeout: 20_000 })
    .toBeGreaterThan(20);
  expect(await dataNumber(page, 'xr-draws-right')).toBeGreaterThan(20);
  const frames = await dataNumber(page, 'xr-frames');
  expect(frames).toBeGreaterThan(20);

  // Next scene: the 360° video.
  await pressPanel(page, 'nextScene');
  await expect(player(page)).toHaveAttribute('data-scene-index', '1');
  await expect(player(page)).toHaveAttribute('data-duration', /^\d/);

  // Into the clip (on a very slow machine it may have ended even at this speed), then play/pause
  // from the panel toggles it, ending paused.
  await pressPanel(page, 'seek');
  const wasPlaying = (await player(page).getAttribute('data-playing')) === 'true';
  await pressPanel(page, 'playPause');
  await expect(player(page)).toHaveAttribute('data-playing', String(!wasPlaying));
  if (!wasPlaying) {
    await pressPanel(page, 'playPause');
    await expect(player(page)).toHaveAttribute('data-playing', 'false');
  }
  // Paused: time stands still.
  const pausedAt = await dataNumber(page, 'current-time');
  await page.waitForTimeout(2000); // a playing clip would move 0.125 s
  expect(await dataNumber(page, 'current-time')).toBeCloseTo(pausedAt, 1);

  // Seek to the middle of the bar.
  await pressPanel(page, 'seek');
  await expect
    .poll(async () => {
      const duration = await dataNumber(page, 'duration');
      return Math.abs((await dataNumber(page, 'current-time')) - duration / 2);
    })
    .toBeLessThan(0.6);

  // Exit ends the session on the feedback form; a rating and a reason are stored.
  await pressPanel(page, 'exit');
  const form = page.getByTestId('feedback-dialog');
  await expect(form).toBeVisible();
  await expect(form.getByRole('heading')).toHaveText(`How was ${DEMO.title}?`);
  await expect(form.getByText('What stood out?')).toBeHidden();
  await form.getByText('Super good').click();
  await expect(form.getByRole('heading')).toHaveText(`Glad you enjoyed ${DEMO.title}!`);
  await form.getByLabel('Quality and realism').check();
  await form.getByLabel('Anything else? (optional)').fill('Lovely light on the ridge.');
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/feedback') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    feedbackFormType: 'ContentFeedback',
    grade: 3,
    options: ['qualityRealism'],
    text: 'Lovely light on the ridge.',
  });
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play in VR' })).toBeVisible();
});

test('in VR every format is drawn for both eyes, each stereo eye only to its own eye', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await installQuest3(page);
  await page.goto('/');
  await signUp(page, newUser('stereo'));
  await grant(page, { content: EVERY_FORMAT.slug });
  await stayOnEachScene(page);
  await page.goto(`/content/${EVERY_FORMAT.slug}`);
  await page.getByRole('button', { name: 'Play in VR' }).click();
  await expect(player(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  for (const index of EVERY_FORMAT.formats.keys()) {
    await expect(player(page)).toHaveAttribute('data-scene-index', String(index));
    const before = [
      await dataNumber(page, 'xr-draws-left'),
      await dataNumber(page, 'xr-draws-right'),
    ];
    await expect.poll(() => dataNumber(page, 'xr-draws-left')).toBeGreaterThan(before[0]! + 5);
    await expect.poll(() => dataNumber(page, 'xr-draws-right')).toBeGreaterThan(before[1]! + 5);
    if (index + 1 < EVERY_FORMAT.formats.length) await pressPanel(page, 'nextScene');
  }
  const stats = JSON.parse((await player(page).getAttribute('data-xr-stats')) ?? '{}') as {
    wrongEyeDraws: number;
  };
  expect(stats.wrongEyeDraws).toBe(0);
  await expect(page.getByTestId('player-failure')).toBeHidden();
  await pressPanel(page, 'exit');
  await expect(page.getByTestId('feedback-dialog')).toBeVisible();
});

test('a pack downloaded to the device plays in VR with the network off', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await installQuest3(page);
  await page.goto('/');
  await signUp(page, newUser('vroffline'));
  await stayOnEachScene(page);
  await downloadFromContentPage(page, DEMO.slug);

  await page.goto('/library');
  const card = page.getByTestId('library-card').filter({ hasText: DEMO.title });
  await expect(card.getByTestId('content-button')).toHaveAttribute('data-state', 'ready_to_play');
  await context.setOffline(true);
  await card.locator('[data-action="play"]').click();
  await expect(player(page)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await expect(player(page)).toContainText('In VR');
  await expect
    .poll(() => dataNumber(page, 'xr-draws-left'), { timeout: 20_000 })
    .toBeGreaterThan(20);
  await expect(page.getByTestId('player-failure')).toBeHidden();
  await context.setOffline(false);
});
