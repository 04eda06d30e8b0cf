import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoCategories, demoTariffs } from './demo-catalog.js';
import { demoPacks } from './demo-packs.js';
import { demoModels, demoOriginsPack, demoTags } from './demo-people.js';
import { demoCatalogEs as es } from './demo-catalog-es.js';

/** English texts that Spanish writes the same way: place names, a loanword and notations. */
const sameInSpanish = new Set([
  'Nazaré, Portugal',
  'Hong Kong',
  'Estadio Municipal',
  'Time-lapse',
  '360°',
  '180°',
]);

/** The tariff feature texts live in seed-store.ts, inside seedTariffs. */
const tariffFeatureTexts = [
  ...readFileSync(new URL('./seed-store.ts', import.meta.url), 'utf8').matchAll(
    /\{ icon: '\w+', description: '([^']+)' \}/g,
  ),
].flatMap(([, text]) => (text ? [text] : []));

const present = <T extends string>(fields: Record<T, unknown>): T[] =>
  (Object.keys(fields) as T[]).filter((key) => fields[key] !== null && fields[key] !== undefined);

const sorted = (keys: string[]) => [...keys].sort();

/** Every English text the module translates, beside its Spanish text (undefined if missing). */
function textPairs(): { path: string; en: string; es: string | undefined }[] {
  const pairs: { path: string; en: string; es: string | undefined }[] = [];
  const add = (path: string, en: string | null | undefined, text: string | undefined) => {
    if (en) pairs.push({ path, en, es: text });
  };
  for (const category of demoCategories) {
    const entry = es.categories[category.name];
    add(`category ${category.name} title`, category.title, entry?.title);
    add(`category ${category.name} description`, category.description, entry?.description);
    add(
      `category ${category.name} presale`,
      category.presale?.description,
      entry?.presaleDescription,
    );
  }
  for (const pack of demoPacks) {
    const entry = es.packs[pack.slug];
    add(`pack ${pack.slug} description`, pack.description, entry?.description);
    add(`pack ${pack.slug} custom price`, pack.customPrice?.text, entry?.customPriceText);
    add(`pack ${pack.slug} location`, pack.location, entry?.location);
    add(`pack ${pack.slug} role`, pack.role, entry?.role);
    add(`pack ${pack.slug} genre`, pack.genre, entry?.genre);
    for (const scene of pack.scenes)
      add(`scene ${scene.title}`, scene.title, es.parts[scene.title]);
  }
  for (const model of demoModels) {
    const entry = es.models[model.slug];
    add(`model ${model.slug} description`, model.description, entry?.description);
    add(`model ${model.slug} hair colour`, model.hairColor, entry?.hairColor);
    add(`model ${model.slug} ethnicity`, model.ethnicity, entry?.ethnicity);
    add(`model ${model.slug} quote`, model.quote, entry?.quote);
    add(`model ${model.slug} speciality`, model.speciality, entry?.complexTags[0]?.value);
  }
  for (const tag of demoTags) {
    const entry = es.tags[tag.slug];
    add(`tag ${tag.slug} name`, tag.name, entry?.name);
    add(`tag ${tag.slug} description`, tag.description, entry?.description);
    tag.faqs.forEach((faq, index) => {
      add(`tag ${tag.slug} faq ${index} question`, faq.question, entry?.faqs[index]?.question);
      add(`tag ${tag.slug} faq ${index} answer`, faq.answer, entry?.faqs[index]?.answer);
    });
  }
  const origins = es.originsPack;
  add('origins locked', demoOriginsPack.descriptionLocked, origins.descriptionLocked);
  add('origins unlocked', demoOriginsPack.descriptionUnlocked, origins.descriptionUnlocked);
  add('origins at store', demoOriginsPack.descriptionAtStore, origins.descriptionAtStore);
  demoOriginsPack.elements.forEach((element, index) => {
    const entry = origins.elements[index];
    add(`origins element ${index} locked`, element.titleLocked, entry?.titleLocked);
    add(`origins element ${index} unlocked`, element.titleUnlocked, entry?.titleUnlocked);
    add(`origins element ${index} button`, element.buttonText, entry?.buttonText);
  });
  for (const tariff of demoTariffs) {
    add(`tariff ${tariff.key} name`, tariff.name, es.tariffs[tariff.key]?.name);
    add(
      `tariff ${tariff.key} description`,
      tariff.description,
      es.tariffs[tariff.key]?.description,
    );
  }
  for (const text of tariffFeatureTexts)
    add(`tariff feature ${text}`, text, es.tariffFeatures[text]);
  return pairs;
}

describe('the Spanish demo catalog', () => {
  it('has an entry for exactly every category, pack, scene, model, tag and tariff', () => {
    const keys = (record: object) => sorted(Object.keys(record));
    expect(keys(es.categories)).toEqual(sorted(demoCategories.map((c) => c.name)));
    expect(keys(es.packs)).toEqual(sorted(demoPacks.map((p) => p.slug)));
    const sceneTitles = new Set(demoPacks.flatMap((p) => p.scenes.map((s) => s.title)));
    expect(keys(es.parts)).toEqual(sorted([...sceneTitles]));
    expect(keys(es.models)).toEqual(sorted(demoModels.map((m) => m.slug)));
    expect(keys(es.tags)).toEqual(sorted(demoTags.map((t) => t.slug)));
    expect(keys(es.tariffs)).toEqual(sorted(demoTariffs.map((t) => t.key)));
    expect(tariffFeatureTexts.length).toBeGreaterThan(0);
    expect(keys(es.tariffFeatures)).toEqual(sorted(tariffFeatureTexts));
  });

  it('translates exactly the fields the English entity fills', () => {
    for (const category of demoCategories) {
      const expected = [
        'title',
        'description',
        ...(category.presale ? ['presaleDescription'] : []),
      ];
      expect(sorted(Object.keys(es.categories[category.name] ?? {})), category.name).toEqual(
        sorted(expected),
      );
    }
    for (const pack of demoPacks) {
      const { location, role, genre } = pack;
      const expected = ['description', 'seo', ...present({ location, role, genre })];
      if (pack.customPrice) expected.push('customPriceText');
      expect(sorted(Object.keys(es.packs[pack.slug] ?? {})), pack.slug).toEqual(sorted(expected));
    }
    for (const model of demoModels) {
      const { hairColor, ethnicity, quote } = model;
      const expected = ['description', 'seoDescription', 'complexTags'];
      expect(sorted(Object.keys(es.models[model.slug] ?? {})), model.slug).toEqual(
        sorted([...expected, ...present({ hairColor, ethnicity, quote })]),
      );
    }
    for (const tag of demoTags) {
      expect(es.tags[tag.slug]?.faqs, tag.slug).toHaveLength(tag.faqs.length);
    }
    expect(es.originsPack.elements).toHaveLength(demoOriginsPack.elements.length);
    demoOriginsPack.elements.forEach((element, index) => {
      expect('buttonText' in element, `origins element ${index}`).toBe(
        es.originsPack.elements[index]?.buttonText !== undefined,
      );
    });
  });

  it('gives every English text a Spanish one that differs unless kept on purpose', () => {
    for (const { path, en, es: text } of textPairs()) {
      expect(text?.trim(), path).toBeTruthy();
      if (!sameInSpanish.has(en)) expect(text, path).not.toBe(en);
    }
  });

  it('keeps only texts that occur and really stay the same', () => {
    const kept = textPairs().filter(({ en, es: text }) => en === text);
    expect(sorted([...new Set(kept.map(({ en }) => en))])).toEqual(sorted([...sameInSpanish]));
  });

  it('derives the SEO texts the way the seed does', () => {
    for (const pack of demoPacks) {
      const entry = es.packs[pack.slug];
      expect(entry?.seo.metaTitle, pack.slug).toBe(`${pack.title} — pack VR | Parallax`);
      expect(entry?.seo.metaDescription, pack.slug).toBe(entry?.description);
    }
    for (const model of demoModels) {
      const entry = es.models[model.slug];
      expect(entry?.seoDescription, model.slug).toBe(entry?.description);
      expect(entry?.complexTags.map((tag) => tag.name)).toEqual(['Especialidad']);
    }
    for (const tag of demoTags) {
      const entry = es.tags[tag.slug];
      expect(entry?.metaDescription, tag.slug).toBe(entry?.description);
      expect(entry?.metaTitle, tag.slug).toMatch(/^Contenido VR .+ \| Parallax$/);
      expect(entry?.h1Content, tag.slug).toMatch(/.+ en VR$/);
    }
    expect(es.originsPack.seo.metaDescription).toBe(es.originsPack.descriptionAtStore);
  });
});
