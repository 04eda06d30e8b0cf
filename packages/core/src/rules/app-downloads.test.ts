import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '../contracts/flags.js';
import { howToInstallPath, readAppDownloads } from './app-downloads.js';

const flag = (params: [string, string][], isEnabled = true): FeatureFlag => ({
  name: 'appDownloads',
  isEnabled,
  params: params.map(([label, value]) => ({ label, value })),
  customInfo: null,
});

describe('readAppDownloads', () => {
  it('reads a download address per platform and the app link', () => {
    expect(
      readAppDownloads([
        flag([
          ['PCVR', 'https://downloads.example/parallax-setup.exe'],
          ['Apk', 'https://downloads.example/parallax.apk'],
          ['appLink', 'https://parallax.example/open'],
        ]),
      ]),
    ).toEqual({
      links: {
        PCVR: 'https://downloads.example/parallax-setup.exe',
        MetaStore: null,
        Apk: 'https://downloads.example/parallax.apk',
      },
      appLink: 'https://parallax.example/open',
    });
  });

  it('configures nothing without the flag, when it is disabled, or for addresses that are not web addresses', () => {
    const none = { links: { PCVR: null, MetaStore: null, Apk: null }, appLink: null };
    expect(readAppDownloads([])).toEqual(none);
    expect(readAppDownloads([flag([['PCVR', 'https://a.example/x']], false)])).toEqual(none);
    expect(
      readAppDownloads([
        flag([
          ['PCVR', 'javascript:alert(1)'],
          ['Apk', 'not a url'],
          ['MetaStore', ''],
        ]),
      ]),
    ).toEqual(none);
  });
});

describe('the app link', () => {
  it('may be a web address or a web+ scheme an installed PWA handles, nothing else', () => {
    const appLink = (value: string) => readAppDownloads([flag([['appLink', value]])]).appLink;
    expect(appLink('web+parallax://open')).toBe('web+parallax://open');
    expect(appLink('https://parallax.example/open')).toBe('https://parallax.example/open');
    expect(appLink('javascript:alert(1)')).toBeNull();
    expect(appLink('web+parallax:alert(1)')).toBeNull();
  });
});

describe('howToInstallPath', () => {
  it('opens the guide on the platform', () => {
    expect(howToInstallPath('Apk')).toBe('/how-to-watch-in-vr?platform=Apk');
  });
});
