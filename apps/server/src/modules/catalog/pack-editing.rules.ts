import type { DeskPackFields, DeskPackTexts } from '@parallax/core/contracts/desk-catalog';
import type { DeskPackView } from '@parallax/core/contracts/desk-catalog';
import type { PackTexts } from './catalog.schema.js';
import type { EditedPackRow } from './pack-editing.repository.js';

type Choices = { categories: { id: string }[]; models: { id: string }[]; tags: { id: string }[] };

const sameSet = (given: readonly string[], known: readonly string[]) =>
  given.length === known.length &&
  new Set(given).size === given.length &&
  given.every((id) => known.includes(id));

const within = (given: readonly string[], known: readonly { id: string }[]) => {
  const ids = new Set(known.map((row) => row.id));
  return new Set(given).size === given.length && given.every((id) => ids.has(id));
};

/**
 * The first value a save cannot take given what is stored: `body.<field>: why`, or null. The
 * schema checked each value alone; these need the pack and the catalog.
 */
export function packFieldProblem(
  view: DeskPackView,
  fields: DeskPackFields,
  choices: Choices,
): string | null {
  const partIds = view.parts.map((part) => part.id);
  if (
    !sameSet(
      fields.parts.map((part) => part.id),
      partIds,
    )
  ) {
    return "body.parts: the pack's own parts, each once";
  }
  if (!view.images.includes(fields.cover)) return "body.cover: not one of the pack's images";
  if (!view.images.includes(fields.storePreview)) {
    return "body.storePreview: not one of the pack's images";
  }
  if (!sameSet(fields.previewOrder, view.previewOrder)) {
    return "body.previewOrder: the pack's own previews, each once";
  }
  if (!choices.categories.some((category) => category.id === fields.categoryId)) {
    return 'body.categoryId: no such category';
  }
  if (!within(fields.modelIds, choices.models)) return 'body.modelIds: unknown or repeated model';
  if (!within(fields.tagIds, choices.tags)) return 'body.tagIds: unknown or repeated tag';
  return null;
}

const orNull = (value: string) => (value === '' ? null : value);
const cents = (dollars: number) => Math.round(dollars * 100);

/** The Spanish texts kept: an empty one is left out, so the store shows the English. */
function spanishOf(texts: DeskPackTexts): Partial<PackTexts> & { title?: string } {
  const { metaTitle, metaDescription, ...rest } = texts;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ''));
  const hasSeo = metaTitle !== '' || metaDescription !== '';
  return { ...kept, ...(hasSeo && { seo: { metaTitle, metaDescription } }) };
}

/** The month kept as a date: the stored day stays when the month did not change. */
function releaseDateOf(stored: string | null, month: string | null): string | null {
  if (month === null) return null;
  return stored?.startsWith(month) ? stored : `${month}-01`;
}

/** The pack's row and its parts' rows as the save writes them. */
export function packChangesOf(pack: EditedPackRow, fields: DeskPackFields) {
  const { en, es } = fields.texts;
  const hasSeo = en.metaTitle !== '' || en.metaDescription !== '';
  const previewByImage = new Map(pack.previews.map((preview) => [preview.imageUrl, preview]));
  const partById = new Map(pack.parts.map((part) => [part.id, part]));
  const packChanges = {
    title: en.title,
    description: en.description,
    customPriceText: orNull(en.customPriceText),
    location: orNull(en.location),
    role: orNull(en.role),
    genre: orNull(en.genre),
    customization: {
      ...pack.customization,
      seo: hasSeo ? { metaTitle: en.metaTitle, metaDescription: en.metaDescription } : null,
    },
    translations: { ...pack.translations, es: spanishOf(es) },
    cover: fields.cover,
    storePreview: fields.storePreview,
    previews: fields.previewOrder.flatMap((image) => previewByImage.get(image) ?? []),
    initialPriceCents: cents(fields.initialPrice),
    priceCents: cents(fields.price),
    contentReleaseDate: releaseDateOf(pack.contentReleaseDate, fields.releaseMonth),
    isExclusiveForYearAndLifetime: fields.isExclusiveForYearAndLifetime,
    categoryId: fields.categoryId,
  };
  const partChanges = fields.parts.map((part, position) => {
    const translations = partById.get(part.id)?.translations ?? {};
    const esRest = Object.fromEntries(
      Object.entries(translations.es ?? {}).filter(([key]) => key !== 'title'),
    );
    return {
      id: part.id,
      changes: {
        position,
        title: part.title.en,
        isTrial: part.isTrial,
        translations: {
          ...translations,
          es: part.title.es === '' ? esRest : { ...esRest, title: part.title.es },
        },
      },
    };
  });
  return { pack: packChanges, parts: partChanges };
}
