import { demoCatalogEs } from './demo-catalog-es.js';
import { demoCategories, demoCreator, demoTariffs } from './demo-catalog.js';
import { demoId } from './demo-ids.js';
import { asset, excludedAll, wide, type SeedTx } from './seed-support.js';
import { categories, creators, tariffs } from '../../modules/catalog/catalog.schema.js';

/** The demo creator; its id. */
export async function seedCreator(tx: SeedTx): Promise<string> {
  const creatorId = demoId('creator', demoCreator.username);
  await tx
    .insert(creators)
    .values({ id: creatorId, ...demoCreator, pic: asset('covers/cover-01.jpg') })
    .onConflictDoUpdate({ target: creators.id, set: { name: demoCreator.name } });
  return creatorId;
}

export async function seedCategories(tx: SeedTx): Promise<void> {
  const categoryRows = demoCategories.map((category, position) => ({
    id: demoId('category', category.name),
    name: category.name,
    title: category.title,
    description: category.description,
    position,
    textColor: category.textColor ?? '#FFFFFF',
    backgroundColor: category.backgroundColor ?? '#000000',
    uiFadingOut: category.uiFadingOut ?? false,
    techDataImageMobile: null,
    techDataImageDesktop: null,
    bonusContentPlacing: category.bonusContentPlacing ?? 'last',
    originsPackPlacing: category.originsPackPlacing ?? 'last',
    isPresaleEnabled: category.presale !== undefined,
    presalePriceCents: category.presale?.priceCents ?? null,
    presaleInitialPriceCents: category.presale?.initialPriceCents ?? null,
    presaleImage: category.presale ? wide(category.presale.cover) : null,
    presaleDescription: category.presale?.description ?? null,
    presaleReleaseDate: category.presale?.releaseDate ?? null,
    translations: { es: demoCatalogEs.categories[category.name] },
  }));
  await tx
    .insert(categories)
    .values(categoryRows)
    .onConflictDoUpdate({ target: categories.id, set: excludedAll(categories, ['id']) });
}

export async function seedTariffs(tx: SeedTx): Promise<void> {
  const tariffRows = demoTariffs.map(({ key, ...tariff }, position) => {
    const featureDataList = [
      { icon: 'library', description: 'Every pack in the store' },
      { icon: 'download', description: 'Offline downloads' },
      ...(tariff.durationDays === null || tariff.durationDays >= 365
        ? [{ icon: 'star', description: 'Exclusive packs' }]
        : []),
    ];
    const es = demoCatalogEs.tariffs[key];
    return {
      ...tariff,
      id: demoId('tariff', key),
      position,
      cartPreview: wide(position * 4 + 5),
      featureDataList,
      trialContentPackIds: tariff.isTrialEnabled ? [demoId('pack', 'high-noon-summit')] : [],
      translations: {
        es: {
          ...es,
          featureDataList: featureDataList.map((feature) => ({
            ...feature,
            description: demoCatalogEs.tariffFeatures[feature.description] ?? feature.description,
          })),
        },
      },
    };
  });
  await tx
    .insert(tariffs)
    .values(tariffRows)
    .onConflictDoUpdate({ target: tariffs.id, set: excludedAll(tariffs, ['id']) });
}
