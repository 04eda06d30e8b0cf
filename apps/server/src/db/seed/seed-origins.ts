import { inArray } from 'drizzle-orm';
import { demoCatalogEs } from './demo-catalog-es.js';
import { demoOriginsPack } from './demo-people.js';
import { demoId } from './demo-ids.js';
import { cover, excludedAll, wide, type SeedTx } from './seed-support.js';
import { originsPackElements, originsPacks } from '../../modules/origins/origins.schema.js';

export async function seedOriginsPack(tx: SeedTx): Promise<void> {
  const origins = demoOriginsPack;
  const { elements: elementsEs, ...originsEs } = demoCatalogEs.originsPack;
  const originsId = demoId('origins', origins.slug);
  await tx
    .insert(originsPacks)
    .values({
      id: originsId,
      categoryId: demoId('category', origins.category),
      slug: origins.slug,
      title: origins.title,
      descriptionLocked: origins.descriptionLocked,
      descriptionUnlocked: origins.descriptionUnlocked,
      imageLocked: cover(origins.cover),
      imageUnlocked: wide(origins.cover),
      descriptionAtStore: origins.descriptionAtStore,
      seo: {
        metaTitle: `${origins.title} | Parallax`,
        metaDescription: origins.descriptionAtStore,
      },
      isEnabled: true,
      translations: {
        es: {
          ...originsEs,
          seo: { metaTitle: `${origins.title} | Parallax`, ...originsEs.seo },
        },
      },
    })
    .onConflictDoUpdate({ target: originsPacks.id, set: excludedAll(originsPacks, ['id']) });
  await tx
    .delete(originsPackElements)
    .where(inArray(originsPackElements.originsPackId, [originsId]));
  await tx.insert(originsPackElements).values(
    origins.elements.map((element, position) => ({
      id: demoId('origins-element', `${origins.slug}:${position}`),
      originsPackId: originsId,
      position,
      type: element.type,
      titleLocked: element.titleLocked,
      titleUnlocked: element.titleUnlocked,
      promocodeValue: element.promocodeValue ?? null,
      downloadLink: element.downloadLink ?? null,
      buttonText: element.buttonText ?? null,
      image: wide(position + 1),
      contentPackId: element.contentPack ? demoId('pack', element.contentPack) : null,
      translations: { es: elementsEs[position] ?? {} },
    })),
  );
}
