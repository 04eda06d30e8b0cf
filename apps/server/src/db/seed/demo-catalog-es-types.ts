import type { CategoryTexts, PackTexts } from '../../modules/catalog/catalog.schema.js';
import type { ModelTexts } from '../../modules/models/models.schema.js';
import type { TagTexts } from '../../modules/tags/tags.schema.js';

/** The shapes of the Spanish demo texts (demo-catalog-es.ts). */

export type CategoryEs = Pick<CategoryTexts, 'title' | 'description'> &
  Partial<Pick<CategoryTexts, 'presaleDescription'>>;

export type PackEs = Pick<PackTexts, 'description' | 'seo'> &
  Partial<Pick<PackTexts, 'customPriceText' | 'location' | 'role' | 'genre'>>;

export type ModelEs = Pick<ModelTexts, 'description' | 'seoDescription' | 'complexTags'> &
  Partial<Pick<ModelTexts, 'hairColor' | 'ethnicity' | 'quote'>>;

/** Every tag text; the FAQs in the same count and order as the English ones. */
export type TagEs = TagTexts;

export type OriginsPackEs = {
  descriptionLocked: string;
  descriptionUnlocked: string;
  descriptionAtStore: string;
  seo: { metaDescription: string };
  /** Same count and order (position) as the English elements. */
  elements: { titleLocked: string; titleUnlocked: string; buttonText?: string }[];
};

export type TariffEs = { name: string; description: string };

export type DemoCatalogTranslation = {
  categories: Record<string, CategoryEs>;
  packs: Record<string, PackEs>;
  /** Scene (content part) titles, keyed by the English title: the scenes are shared by packs. */
  parts: Record<string, string>;
  models: Record<string, ModelEs>;
  tags: Record<string, TagEs>;
  originsPack: OriginsPackEs;
  tariffs: Record<string, TariffEs>;
  /** Descriptions of a tariff's featureDataList, keyed by the English description (seed.ts). */
  tariffFeatures: Record<string, string>;
};
