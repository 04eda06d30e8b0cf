import { describe, expect, it } from 'vitest';
import { detectVariant, isEmbeddedInViewer, isHeadsetBrowser } from './platform';

const QUEST_3 =
  'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/35.2.0.1.62 SamsungBrowser/4.0 Chrome/128.0.6613.127 VR Safari/537.36';
const PICO_4_ULTRA =
  'Mozilla/5.0 (Linux; Android 12; A9210 Build/SKQ1.240319.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 VR Safari/537.36 PicoBrowser/4.2.32';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('headset detection (spec 1 §6 payment support)', () => {
  it('knows the Meta Quest and Pico browsers', () => {
    expect(isHeadsetBrowser(QUEST_3)).toBe(true);
    expect(isHeadsetBrowser(PICO_4_ULTRA)).toBe(true);
    expect(isHeadsetBrowser(DESKTOP_CHROME)).toBe(false);
    expect(isHeadsetBrowser(ANDROID_PHONE)).toBe(false);
  });

  it('counts as embedded in the viewer only the installed app on a headset', () => {
    expect(isEmbeddedInViewer(QUEST_3, true)).toBe(true);
    expect(isEmbeddedInViewer(PICO_4_ULTRA, true)).toBe(true);
    // The headset's browser tab and an installed app on a phone or computer can pay.
    expect(isEmbeddedInViewer(QUEST_3, false)).toBe(false);
    expect(isEmbeddedInViewer(DESKTOP_CHROME, false, true)).toBe(true);
    expect(isEmbeddedInViewer(ANDROID_PHONE, true)).toBe(false);
    expect(isEmbeddedInViewer(DESKTOP_CHROME, true)).toBe(false);
  });
});

describe('variants (spec 1 §1, §6: web, viewer, desktop app, quest3)', () => {
  const page = { named: null, isStandalone: false, isFramed: false };

  it('takes an explicit variant first', () => {
    expect(detectVariant({ ...page, named: 'viewer', userAgent: DESKTOP_CHROME })).toMatchObject({
      name: 'viewer',
      platform: 'desktop_app',
      isEmbedded: true,
      isHeadset: false,
    });
    expect(detectVariant({ ...page, named: 'viewer', userAgent: QUEST_3 })).toMatchObject({
      platform: 'quest3',
      isHeadset: true,
    });
    expect(detectVariant({ ...page, named: 'desktop', userAgent: DESKTOP_CHROME })).toMatchObject({
      name: 'desktop',
      platform: 'desktop_app',
      isEmbedded: false,
    });
    expect(detectVariant({ ...page, named: 'android', userAgent: PICO_4_ULTRA })).toMatchObject({
      name: 'android',
      platform: 'quest3',
      isAndroidPackage: true,
    });
    // An unknown name is ignored.
    expect(detectVariant({ ...page, named: 'toaster', userAgent: DESKTOP_CHROME }).name).toBe(
      'web',
    );
  });

  it('finds a standalone headset by its WebXR support when the browser does not say', () => {
    const visionPro =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    expect(
      detectVariant({ ...page, userAgent: visionPro, supportsImmersiveVr: true, hasTouch: true })
        .platform,
    ).toBe('quest3');
    expect(
      detectVariant({ ...page, userAgent: visionPro, supportsImmersiveVr: false, hasTouch: true })
        .name,
    ).toBe('web');
    // A computer with a tethered headset does immersive VR too: still the website.
    expect(
      detectVariant({ ...page, userAgent: DESKTOP_CHROME, supportsImmersiveVr: true }).name,
    ).toBe('web');
    expect(
      detectVariant({ ...page, userAgent: ANDROID_PHONE, supportsImmersiveVr: true }).name,
    ).toBe('web');
  });

  it('tells the variant from the browser and the display mode', () => {
    expect(detectVariant({ ...page, userAgent: DESKTOP_CHROME })).toMatchObject({
      name: 'web',
      platform: 'web_app',
      isEmbedded: false,
    });
    expect(detectVariant({ ...page, userAgent: QUEST_3 })).toMatchObject({
      name: 'quest3',
      platform: 'quest3',
      isEmbedded: false,
      isHeadset: true,
    });
    expect(detectVariant({ ...page, userAgent: QUEST_3, isStandalone: true })).toMatchObject({
      name: 'viewer',
      isEmbedded: true,
    });
    expect(detectVariant({ ...page, userAgent: DESKTOP_CHROME, isStandalone: true })).toMatchObject(
      { name: 'desktop', platform: 'desktop_app', isEmbedded: false },
    );
    expect(detectVariant({ ...page, userAgent: ANDROID_PHONE, isStandalone: true }).name).toBe(
      'web',
    );
    expect(detectVariant({ ...page, userAgent: ANDROID_PHONE, isFramed: true }).name).toBe(
      'viewer',
    );
  });
});
