import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { sendFromPage } from './api.js';

/** The player's browser tests: demo packs, the emulated headset and the in-VR panel. */

export const DEMO = { slug: 'alpine-dawn', title: 'Alpine Dawn' };
/** A pack with an example of every format (kind:projection:stereo), in scene order. */
export const EVERY_FORMAT = {
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
export async function installQuest3(page: Page) {
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

export const player = (page: Page) => page.getByTestId('player');

/**
 * Turns off automatic scene switching (an in-VR setting, applied in 2D too), so a short demo
 * video ending does not move a test on to the next scene, and the quick menu, so the in-VR panel
 * stays up between presses however slowly the emulator draws; reload the page afterwards.
 */
export async function stayOnEachScene(page: Page) {
  const changed = await sendFromPage(page, 'PATCH', '/api/v1/settings/user/profile', {
    vrControls: { autoSwitchingScenes: false },
    isQuickMenuEnabled: false,
  });
  expect(changed.status).toBe(200);
}

/**
 * Plays every video of the page slower (a quarter of its speed unless told), from its first frame:
 * the demo clips last 6 s, and on a loaded machine a poll and a click may take seconds each, so a
 * test that pauses or seeks a clip would otherwise meet it ended. Call before the page loads.
 */
export async function playVideosSlowly(page: Page, rate = 0.25) {
  await page.addInitScript((rate) => {
    const { prototype } = HTMLMediaElement;
    const play = Object.getOwnPropertyDescriptor(prototype, 'play')?.value as (
      this: HTMLMediaElement,
    ) => Promise<void>;
    prototype.play = function (this: HTMLMediaElement) {
      this.playbackRate = rate;
      return play.call(this);
    };
  }, rate);
}

export async function dataNumber(page: Page, name: string): Promise<number> {
  return Number((await player(page).getAttribute(`data-${name}`)) ?? 'NaN');
}

/**
 * Points the left controller (the default dominant hand, spec 2 §9) at a control of the in-VR
 * panel from 30 cm in front of it, and pulls the trigger. The quick menu (on by default) hides the
 * panel after a while; a first press brings it back.
 */
export async function pressPanel(page: Page, control: string) {
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
  const controller = (action: 'aim' | 'press' | 'release') =>
    page.evaluate(
      ({ x, y, z, action }) => {
        const left = (window as unknown as XrWindow).__xrDevice.controllers.left;
        if (action === 'aim') {
          left.position.set(x, y, z + 0.3);
          left.quaternion.set(0, 0, 0, 1); // pointing down −Z, at the panel
        } else {
          left.updateButtonValue('trigger', action === 'press' ? 1 : 0);
        }
      },
      { x, y, z, action },
    );
  // Each step lasts a few headset frames, however slowly the emulator draws them. The count on the
  // page is refreshed every 250 ms, so it may lag the headset: a step waits for the first refresh
  // after it (taken after the step), then for `count` frames more. Exit ends the session at the
  // press: a player that is gone has drawn its last frame.
  const frames = async () => {
    if ((await player(page).count()) === 0) return Number.POSITIVE_INFINITY;
    try {
      return Number(await player(page).getAttribute('data-xr-frames', { timeout: 5000 }));
    } catch {
      if ((await player(page).count()) === 0) return Number.POSITIVE_INFINITY;
      throw new Error('the player is there but its frame count could not be read');
    }
  };
  const afterFrames = async (count: number) => {
    const before = await frames();
    if (before === Number.POSITIVE_INFINITY) return;
    await expect.poll(frames, { timeout: 20_000 }).toBeGreaterThan(before);
    const refreshed = await frames();
    if (refreshed === Number.POSITIVE_INFINITY) return;
    await expect.poll(frames, { timeout: 20_000 }).toBeGreaterThanOrEqual(refreshed + count);
  };
  await controller('aim');
  await afterFrames(2);
  await controller('press');
  await afterFrames(2);
  await controller('release');
  await afterFrames(2);
}
