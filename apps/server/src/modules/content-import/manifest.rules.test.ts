import { describe, expect, it } from 'vitest';
import { importSummary, progressChanges, progressLine } from './import-progress.rules.js';
import {
  defaultManifest,
  isMediaFileName,
  parseManifest,
  repeatedNames,
  slugOf,
  titleOf,
} from './manifest.rules.js';

const part = { file: 'a.mp4', title: { en: 'A', es: 'A' } };
const pack = {
  slug: 'alpine-dawn',
  category: 'travel',
  title: { en: 'Alpine Dawn', es: 'Amanecer alpino' },
  priceCents: 499,
};

describe('the import manifest', () => {
  it('reads one pack from YAML and several from JSON', () => {
    const yaml = `pack:\n  slug: alpine-dawn\n  category: travel\n  title: { en: Alpine Dawn, es: Amanecer alpino }\n  priceCents: 499\nparts:\n  - { file: a.mp4, title: { en: A, es: A }, stereo: sbs }\n`;
    const [entry] = parseManifest('parallax.yaml', yaml);
    expect(entry?.pack.slug).toBe('alpine-dawn');
    expect(entry?.parts?.[0]?.stereo).toBe('sbs');
    const json = JSON.stringify({
      packs: [{ pack, parts: [part] }, { pack: { ...pack, slug: 'b' } }],
    });
    expect(parseManifest('parallax.json', json).map((one) => one.pack.slug)).toEqual([
      'alpine-dawn',
      'b',
    ]);
  });

  it('names the manifest, the wrong field and the reason', () => {
    const wrong = (body: object) => () => parseManifest('parallax.json', JSON.stringify(body));
    expect(wrong({ pack: { ...pack, priceCents: -1 }, parts: [part] })).toThrow(
      /^parallax\.json: wrong fields: pack\.priceCents: /,
    );
    expect(wrong({ pack: { ...pack, title: { en: 'A' } } })).toThrow(/pack\.title\.es/);
    expect(wrong({ pack: { ...pack, prize: 1 } })).toThrow(/pack: Unrecognized key/);
    expect(wrong({ pack: { ...pack, slug: 'Not A Slug' } })).toThrow(/pack\.slug: must be/);
    expect(wrong({ packs: [{ pack, parts: [{ ...part, file: '../a.mp4' }] }] })).toThrow(
      /packs\.0\.parts\.0\.file: must be a file name/,
    );
    expect(wrong({ pack: { ...pack, title: { en: 'A\u0000', es: 'A' } } })).toThrow(
      /pack\.title\.en: control_characters/,
    );
    expect(() => parseManifest('parallax.yaml', 'pack: [unclosed')).toThrow(
      /^parallax\.yaml: cannot be read: /,
    );
  });

  it('finds repeated pack slugs and files', () => {
    const entry = { pack, parts: [part] };
    expect(repeatedNames([entry, entry])).toEqual(['pack alpine-dawn', 'file a.mp4']);
    expect(repeatedNames([entry])).toEqual([]);
  });

  it('makes a free pack of a folder without a manifest, titles from file names', () => {
    const [entry] = defaultManifest(
      'Alpine Dawn',
      ['b_360.jpg', 'canyon-flight_180_LR.mp4'],
      'travel',
    );
    expect(entry?.pack).toMatchObject({ slug: 'alpine-dawn', category: 'travel', priceCents: 0 });
    expect(entry?.parts?.map((one) => one.title.en)).toEqual(['B', 'Canyon flight']);
  });

  it('tells media files and slugs from names', () => {
    expect(['a.MP4', 'b.glb', 'c.jpeg', 'd.mkv'].every(isMediaFileName)).toBe(true);
    expect(['.hidden.mp4', 'parallax.yaml', 'notes.txt', 'noext'].some(isMediaFileName)).toBe(
      false,
    );
    expect(slugOf('Canyon Flight_180_LR.mp4')).toBe('canyon-flight-180-lr');
    expect(slugOf('Ñandú señor.jpg')).toBe('nandu-senor');
    expect(slugOf('___.jpg')).toBe('part');
    expect(titleOf('aurora_360_TB.mkv')).toBe('Aurora');
  });
});

describe('the import progress', () => {
  const item = { file: 'a.mp4', status: 'preparing', progress: 0.42, error: null };

  it('draws a bar per part, with the reason of a failure', () => {
    expect(progressLine(item)).toBe(`[${'#'.repeat(10)}${'-'.repeat(14)}]  42%  a.mp4  preparing`);
    expect(progressLine({ ...item, status: 'failed', error: 'the disk is full' })).toMatch(
      /a\.mp4 {2}FAILED: the disk is full$/,
    );
  });

  it('logs a line per tenth of progress or change of status', () => {
    const last = new Map<string, string>();
    expect(progressChanges([item], last)).toHaveLength(1);
    expect(progressChanges([{ ...item, progress: 0.48 }], last)).toHaveLength(0);
    expect(progressChanges([{ ...item, progress: 0.5 }], last)).toHaveLength(1);
    expect(progressChanges([{ ...item, progress: 0.5, status: 'prepared' }], last)).toHaveLength(1);
  });

  it('sums up each pack', () => {
    const rendition = { name: '1080p' } as never;
    const prepared = { renditions: [rendition] } as never;
    expect(
      importSummary([
        { packSlug: 'p', status: 'done', uploaded: { prepared } as never },
        { packSlug: 'p', status: 'unchanged', uploaded: null },
      ]),
    ).toEqual(['p: 1 part prepared, 1 unchanged; renditions 1080p']);
  });
});
