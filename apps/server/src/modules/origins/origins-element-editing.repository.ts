import type { OriginsElementInput } from '@parallax/core/contracts/desk-content';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { originsPackElements, type OriginsElementTexts } from './origins.schema.js';

type ElementRow = typeof originsPackElements.$inferSelect;
const TEXTS = ['titleLocked', 'titleUnlocked', 'buttonText'] as const;

/** An origins pack's elements as the desk edits them: in the page's order, Spanish beside. */
export const originsElementEditingRepository = {
  view: async (db: Database, originsPackId: string): Promise<OriginsElementInput[]> => {
    const rows = await db
      .select()
      .from(originsPackElements)
      .where(eq(originsPackElements.originsPackId, originsPackId))
      .orderBy(asc(originsPackElements.position), asc(originsPackElements.id));
    return rows.map(elementOf);
  },

  /** The pack's elements become the ones given, positions in their order. */
  replace: async (
    db: Database,
    originsPackId: string,
    elements: readonly OriginsElementInput[],
  ): Promise<void> => {
    await db
      .delete(originsPackElements)
      .where(eq(originsPackElements.originsPackId, originsPackId));
    if (elements.length === 0) return;
    await db.insert(originsPackElements).values(
      elements.map((element, position) => ({
        originsPackId,
        position,
        type: element.type,
        titleLocked: element.titleLocked,
        titleUnlocked: element.titleUnlocked,
        buttonText: element.buttonText || null,
        image: element.image || null,
        promocodeValue: element.promocodeValue || null,
        downloadLink: element.downloadLink || null,
        contentPackId: element.contentPackId,
        translations: translationsOf(element),
      })),
    );
  },
};

function elementOf(row: ElementRow): OriginsElementInput {
  const es = row.translations.es ?? {};
  return {
    type: row.type as OriginsElementInput['type'],
    titleLocked: row.titleLocked,
    titleUnlocked: row.titleUnlocked,
    buttonText: row.buttonText,
    image: row.image,
    promocodeValue: row.promocodeValue,
    downloadLink: row.downloadLink,
    contentPackId: row.contentPackId,
    es: Object.fromEntries(TEXTS.map((key) => [key, es[key] ?? ''])) as OriginsElementInput['es'],
  };
}

/** Only the Spanish texts given: an empty one shows the English text in the store. */
function translationsOf(element: OriginsElementInput): ElementRow['translations'] {
  const es: Partial<OriginsElementTexts> = {};
  for (const key of TEXTS) if (element.es[key]) es[key] = element.es[key];
  return Object.keys(es).length > 0 ? { es } : {};
}
