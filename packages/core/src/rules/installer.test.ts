import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_PROGRAMS } from '../contracts/auth.js';
import { DESKTOP_INSTALLER_VERSION, desktopUpdateYaml, installerFileName } from './installer.js';

describe('installerFileName', () => {
  it('carries the version 1.5.1 by default', () => {
    expect(installerFileName({ version: DESKTOP_INSTALLER_VERSION })).toBe(
      'Parallax-Setup-1.5.1.exe',
    );
  });

  it('carries source, client id and affiliate program, each under its key', () => {
    expect(
      installerFileName({
        version: '1.5.1',
        source: 'meta',
        clientId: 'abc123',
        affiliateProgram: 'MEDIA_BUYING',
      }),
    ).toBe('Parallax-Setup-1.5.1_src-meta_cid-abc123_ap-media-buying.exe');
    expect(installerFileName({ version: '1.5.1', clientId: 'c-9' })).toBe(
      'Parallax-Setup-1.5.1_cid-c-9.exe',
    );
  });

  it('turns unsafe characters into dashes and drops what is left empty', () => {
    expect(
      installerFileName({
        version: '1.5.1',
        source: '../../etc/passwd',
        clientId: 'a b"c\\d;e_f',
      }),
    ).toBe('Parallax-Setup-1.5.1_src-etc-passwd_cid-a-b-c-d-e-f.exe');
    expect(installerFileName({ version: '1.5.1', source: '"";', clientId: '...' })).toBe(
      'Parallax-Setup-1.5.1.exe',
    );
  });

  it('caps each part at 48 characters', () => {
    const name = installerFileName({ version: '1.5.1', source: 'x'.repeat(500) });
    expect(name).toBe(`Parallax-Setup-1.5.1_src-${'x'.repeat(48)}.exe`);
  });

  it('is always a short name of safe characters that splits back into its parts', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 300 }),
        fc.option(fc.constantFrom(...AFFILIATE_PROGRAMS), { nil: undefined }),
        (source, clientId, affiliateProgram) => {
          const name = installerFileName({
            version: '1.5.1',
            source,
            clientId,
            affiliateProgram,
          });
          expect(name).toMatch(/^[A-Za-z0-9._-]+\.exe$/);
          expect(name.length).toBeLessThan(200);
          const [head, ...parts] = name.slice(0, -'.exe'.length).split('_');
          expect(head).toBe('Parallax-Setup-1.5.1');
          for (const part of parts) expect(part).toMatch(/^(src|cid|ap)-[A-Za-z0-9]/);
        },
      ),
    );
  });
});

describe('desktopUpdateYaml', () => {
  it('writes electron-updater’s latest.yml', () => {
    expect(
      desktopUpdateYaml({
        version: '1.5.1',
        url: 'windows/Parallax-Setup-1.5.1.exe',
        path: 'Parallax-Setup-1.5.1.exe',
        sha512: 'abc+/=',
        size: 1234,
        releaseDate: '2026-11-01T00:00:00.000Z',
      }),
    ).toBe(
      [
        "version: '1.5.1'",
        'files:',
        "  - url: 'windows/Parallax-Setup-1.5.1.exe'",
        "    sha512: 'abc+/='",
        '    size: 1234',
        "path: 'Parallax-Setup-1.5.1.exe'",
        "sha512: 'abc+/='",
        "releaseDate: '2026-11-01T00:00:00.000Z'",
        '',
      ].join('\n'),
    );
  });
});
