import type { FeatureFlag } from '@parallax/core/contracts/flags';
import { describe, expect, it } from 'vitest';
import {
  guidePath,
  hasPlatformSwitcher,
  isQuest3Browser,
  offeredPlatforms,
  selectPlatform,
} from './guide-platforms';

const flag = (values: string[], isEnabled = true): FeatureFlag => ({
  name: 'guidePlatforms',
  isEnabled,
  params: values.map((value) => ({ label: value, value })),
  customInfo: null,
});

describe('offeredPlatforms (spec 2 §2: from configuration)', () => {
  it('takes the flag’s values in its order, ignoring unknown and repeated ones', () => {
    expect(offeredPlatforms([flag(['PCVR', 'MetaStore', 'Apk'])])).toEqual([
      'PCVR',
      'MetaStore',
      'Apk',
    ]);
    expect(offeredPlatforms([flag(['Apk', 'Vision', 'Apk', 'PCVR'])])).toEqual(['Apk', 'PCVR']);
    expect(offeredPlatforms([flag(['MetaStore'])])).toEqual(['MetaStore']);
  });

  it('offers every platform without a usable configuration', () => {
    const all = ['PCVR', 'MetaStore', 'Apk'];
    expect(offeredPlatforms(undefined)).toEqual(all);
    expect(offeredPlatforms([])).toEqual(all);
    expect(offeredPlatforms([flag(['PCVR'], false)])).toEqual(all);
    expect(offeredPlatforms([flag(['Vision'])])).toEqual(all);
  });
});

describe('selectPlatform', () => {
  const all = ['PCVR', 'MetaStore', 'Apk'] as const;

  it('defaults to the Meta store', () => {
    expect(selectPlatform(null, all)).toBe('MetaStore');
    expect(selectPlatform('', all)).toBe('MetaStore');
    expect(selectPlatform('pcvr', all)).toBe('MetaStore');
  });

  it('follows ?platform= when that platform is offered', () => {
    expect(selectPlatform('PCVR', all)).toBe('PCVR');
    expect(selectPlatform('Apk', all)).toBe('Apk');
    expect(selectPlatform('Apk', ['PCVR', 'MetaStore'])).toBe('MetaStore');
  });

  it('falls back to the first offered platform when the Meta store is not offered', () => {
    expect(selectPlatform(null, ['Apk', 'PCVR'])).toBe('Apk');
    expect(selectPlatform('MetaStore', ['PCVR'])).toBe('PCVR');
  });
});

describe('hasPlatformSwitcher', () => {
  it('is shown only for more than one platform', () => {
    expect(hasPlatformSwitcher(['MetaStore'])).toBe(false);
    expect(hasPlatformSwitcher(['MetaStore', 'Apk'])).toBe(true);
  });
});

describe('isQuest3Browser', () => {
  it('recognises the Meta Quest 3 (and 3S) browser', () => {
    expect(
      isQuest3Browser(
        'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/35.2.0.1.62 SamsungBrowser/4.0 Chrome/128.0.6613.127 VR Safari/537.36',
      ),
    ).toBe(true);
    expect(
      isQuest3Browser(
        'Mozilla/5.0 (X11; Linux x86_64; Quest 3S) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/35.2.0.1.62 SamsungBrowser/4.0 Chrome/128.0.6613.127 VR Safari/537.36',
      ),
    ).toBe(true);
  });

  it('does not take other headsets or desktops for a Quest 3', () => {
    for (const userAgent of [
      'Mozilla/5.0 (X11; Linux x86_64; Quest 2) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0.0.0.0 SamsungBrowser/4.0 Chrome/126.0.0.0 VR Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64; Quest Pro) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0.0.0.0 SamsungBrowser/4.0 Chrome/126.0.0.0 VR Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) PicoBrowser/3.3.22 Chrome/105.0.5195.68 VR Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64; Quest 30) fictional',
    ]) {
      expect(isQuest3Browser(userAgent), userAgent).toBe(false);
    }
  });
});

describe('guidePath', () => {
  it('names the platform in the query', () => {
    expect(guidePath('PCVR')).toBe('/how-to-watch-in-vr?platform=PCVR');
    expect(guidePath('PCVR', 'troubleshooting')).toBe(
      '/how-to-watch-in-vr?platform=PCVR#troubleshooting',
    );
  });
});
