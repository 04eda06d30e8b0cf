import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { logIn, newUser, signUp } from '../support/accounts.js';
import { grant } from '../support/api.js';

/**
 * The player (issue 6): a VR session on an emulated Meta Quest 3 (iwer), the 2D viewer, and the
 * failures a user meets — no headset, a damaged file.
 */

const DEMO = { slug: 'alpine-dawn', title: 'Alpine Dawn' };
/** A pack with an example of every format (kind:projection:stereo), in scene order. */
const EVERY_FORMAT = {
  slug: 'high-noon-summit',
  formats: [
    'image:equirect360:mono',
    'image:equirect180:sbs',
    'video:equirect360:mono',
    'image:fisheye190:sbs',
    'video:fisheye200:mono',
    'video:equirect360:tb',
    'image:flat:mono',
    'scene3d:flat:mono',
  ],
};
const iwerScript = createRequire(import.meta.url).resolve('iwer/build/iwer.min.js');

type Vec3 = [number, number, number];
type XrWindow = Window & {
  __xrDevice: {
    controllers: Record<
      'left' | 'right',
      {
        position: { set: (x: number, y: number, z: number) => void };
        quaternion: { set: (x: number, y: number, z: number, w: number) => void };
        updateButtonValue: (id: string, value: number) => void;
      }
    >;
  };
};

/** An emulated Quest 3 in the page, installed before the app loads. */
async function installQuest3(page: Page) {
  await page.addInitScript({ path: iwerScript });
  await page.addInitScript(() => {
    const iwer = (window as unknown as { IWER: Record<string, unknown> }).IWER as {
      XRDevice: new (config: unknown) => { installRuntime: (options: unknown) => void };
      metaQuest3: unknown;
    };
    const device = new iwer.XRDevice(iwer.metaQuest3);
    device.installRuntime({ forceInstall: true });
    (window as unknown as { __xrDevice: unknown }).__xrDevice = device;
  });
}

const player = (page: Page) => page.getByTestId('player');

async function dataNumber(page: Page, name: string): Promise<number> {
  return Number((await player(page).getAttribute(`data-${name}`)) ?? 'NaN');
}

/**
 * Points the left controller (the default dominant hand, spec 2 §9) at a control of the in-VR
 * panel from 30 cm in front of it, and pulls the trigger. The quick menu (on by default) hides the
 * panel after a while; a first press brings it back.
 */
async function pressPanel(page: Page, control: string) {
  if ((await player(page).getAttribute('data-xr-panel-visible')) === 'false') {
    await pullTrigger(page, control);
    await expect(player(page)).toHaveAttribute('data-xr-panel-visible', 'true');
  }
  await pullTrigger(page, control);
}

async function pullTrigger(page: Page, control: string) {
  const targets = JSON.parse((await player(page).getAttribute('data-xr-panel')) ?? '{}') as Record<
    string,
    Vec3
  >;
  const [x, y, z] = targets[control]!;
  await page.evaluate(
    async ({ x, y, z }) => {
      const left = (window as unknown as XrWindow).__xrDevice.controllers.left;
      left.position.set(x, y, z + 0.3);
      left.quaternion.set(0, 0, 0, 1); // pointing down −Z, at the panel
      const frame = () => new Promise((resolve) => setTimeout(resolve, 120));
      await frame();
      left.updateButtonValue('trigger', 1);
      await frame();
      left.updateButtonValue('trigger', 0);
      await frame();
    },
    { x, y, z },
  );
}

test('a VR session on an emulated Quest 3 renders both eyes, is driven from the in-VR panel and ends on the feedback form', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await installQuest3(page);
  await page.goto('/');
  await signUp(page, browser, newUser('vr'));
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

  // Next scene: the 360° video, playing.
  await pressPanel(page, 'nextScene');
  await expect(player(page)).toHaveAttribute('data-scene-index', '1');
  await expect(player(page)).toHaveAttribute('data-playing', 'true');

  // Pause from the panel: time stops.
  await pressPanel(page, 'playPause');
  await expect(player(page)).toHaveAttribute('data-playing', 'false');
  const pausedAt = await dataNumber(page, 'current-time');
  await page.waitForTimeout(600);
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
  await page.goto(`/content/${DEMO.slug}`);
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const viewer = page.getByTestId('viewer-2d');
  await expect(viewer).toHaveAttribute('data-format', 'image:equirect360:mono');
  await expect(viewer).toHaveAttribute('data-ready', 'true');
  const canvas = viewer.locator('canvas');
  await expect(canvas).toBeVisible();
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

  // The next scene is a video: time advances; the keyboard pauses it.
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect
    .poll(async () => Number(await viewer.getAttribute('data-current-time')))
    .toBeGreaterThan(1);
  await viewer.getByRole('button', { name: 'Pause' }).click();
  await expect(viewer.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = Number(await viewer.getAttribute('data-current-time'));
  await page.waitForTimeout(500);
  expect(Number(await viewer.getAttribute('data-current-time'))).toBeCloseTo(pausedAt, 1);

  // The docked viewer may cover the button on a small window; the keyboard reaches it anyway.
  await page.getByTestId('stop-session').press('Enter');
  await expect(viewer).toBeHidden();
});

test('a damaged file of the user reports "bad file"', async ({ page, browser }) => {
  await page.goto('/');
  await signUp(page, browser, newUser('file'));
  await page.goto('/library');
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'holiday_360.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('this is not a video at all '.repeat(400)),
  });
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

test('every content format plays in the 2D viewer', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUp(page, browser, newUser('formats'));
  await grant(page, { content: EVERY_FORMAT.slug });
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

test('in VR every format is drawn for both eyes, each stereo eye only to its own eye', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await installQuest3(page);
  await page.goto('/');
  await signUp(page, browser, newUser('stereo'));
  await grant(page, { content: EVERY_FORMAT.slug });
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

test('the position in a video is offered on another device', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = newUser('resume');
  await page.goto('/');
  await signUp(page, browser, user);
  await page.goto(`/content/${DEMO.slug}`);
  await page.getByRole('button', { name: 'Watch in 2D' }).click();
  const viewer = page.getByTestId('viewer-2d');
  await viewer.getByRole('button', { name: 'Next scene' }).click();
  await expect(viewer).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect
    .poll(async () => Number(await viewer.getAttribute('data-current-time')))
    .toBeGreaterThan(2);
  await viewer.getByRole('button', { name: 'Pause' }).click();
  const stoppedAt = Number(await viewer.getAttribute('data-current-time'));
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/playback/position/') &&
      response.request().method() === 'PUT',
  );
  await viewer.getByRole('button', { name: 'Close player' }).click();
  expect((await saved).status()).toBe(204);
  // The end of a session asks for feedback; not now.
  await page.getByTestId('feedback-dialog').getByRole('button', { name: 'Not now' }).click();

  // Another browser: the same account is offered the same scene at the same time.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/');
  await logIn(phone, user.email, user.password);
  await phone.goto(`/content/${DEMO.slug}`);
  await phone.getByRole('button', { name: 'Watch in 2D' }).click();
  const prompt = phone.getByTestId('resume-prompt');
  const time = `0:0${Math.floor(stoppedAt)}`;
  await prompt.getByRole('button', { name: `Resume from ${time}` }).click();
  const resumed = phone.getByTestId('viewer-2d');
  await expect(resumed).toHaveAttribute('data-format', 'video:equirect360:mono');
  await expect
    .poll(async () => Number(await resumed.getAttribute('data-current-time')))
    .toBeGreaterThanOrEqual(stoppedAt - 0.2);
  await other.close();
});
