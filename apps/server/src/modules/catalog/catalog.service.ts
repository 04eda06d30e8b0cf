import {
  SectionName,
  type Category,
  type CategoryWithContent,
  type ContentAdditional,
  type ContentPack,
  type ContentShortItem,
  type SectionContent,
  type StoreCategories,
} from '@parallax/core/contracts/catalog';
import { DomainError } from '@parallax/core/errors';
import type { CatalogRepository, PackRow } from './catalog.repository.js';
import {
  placeBonusContent,
  toCategory,
  toContentPack,
  toContentShortItem,
} from './catalog.presenter.js';
import type { Viewer } from './viewer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RELATED_LIMIT = 10;
const SECTION_LIMIT = 24;

export function createCatalogService(repository: CatalogRepository) {
  const short = (packs: readonly PackRow[], viewer: Viewer) =>
    packs.map((pack) => toContentShortItem(pack, viewer));

  async function packOrThrow(identifier: string): Promise<PackRow> {
    const pack = await repository.findPack(
      UUID.test(identifier) ? { id: identifier.toLowerCase() } : { slug: identifier },
    );
    if (!pack) throw new DomainError('ContentNotFound', `No content ${identifier}`);
    return pack;
  }

  async function present(pack: PackRow, viewer: Viewer): Promise<ContentPack> {
    return toContentPack(pack, viewer, await repository.findYearAndLifetimeTariffs());
  }

  async function categoriesWithContent(viewer: Viewer): Promise<CategoryWithContent[]> {
    const [categories, packs] = await Promise.all([
      repository.findCategories(),
      repository.findPacks(),
    ]);
    return categories.map((category) => {
      const own = packs.filter((pack) => pack.categoryId === category.id);
      return {
        ...toCategory(category, own, viewer),
        contentItems: placeBonusContent(
          short(own, viewer),
          category.bonusContentPlacing as 'first' | 'last',
        ),
      };
    });
  }

  return {
    async listContent(viewer: Viewer, showInCollection = false): Promise<ContentPack[]> {
      const [packs, tariffs] = await Promise.all([
        repository.findPacks({ showInCollection }),
        repository.findYearAndLifetimeTariffs(),
      ]);
      return packs.map((pack) => toContentPack(pack, viewer, tariffs));
    },

    async listShort(viewer: Viewer, showInCollection = false): Promise<ContentShortItem[]> {
      return short(await repository.findPacks({ showInCollection }), viewer);
    },

    categoriesWithContent,

    /** The store page: categories in order with their cards, and the demo pack on its own. */
    async storeCategories(viewer: Viewer): Promise<StoreCategories> {
      const categories = (await categoriesWithContent(viewer)).filter(
        (category) => category.contentItems.length > 0,
      );
      const demoContent =
        categories.flatMap((category) => category.contentItems).find((item) => item.isDemo) ?? null;
      return { categories, demoContent };
    },

    async listCategories(viewer: Viewer): Promise<Category[]> {
      const [categories, packs] = await Promise.all([
        repository.findCategories(),
        repository.findPacks(),
      ]);
      return categories.map((category) =>
        toCategory(
          category,
          packs.filter((pack) => pack.categoryId === category.id),
          viewer,
        ),
      );
    },

    async section(name: string, viewer: Viewer): Promise<SectionContent> {
      const parsed = SectionName.safeParse(name);
      if (!parsed.success) {
        throw new DomainError(
          'SectionNotFound',
          `No section ${name}; sections are ${SectionName.options.join(', ')}`,
        );
      }
      const packs = await repository.findPacks();
      const released = packs.filter((pack) => !pack.isPreview);
      const byDate = (a: PackRow, b: PackRow) => b.publishDate.getTime() - a.publishDate.getTime();
      const selected = {
        new: () => [...released].sort(byDate),
        popular: () => [...released].sort((a, b) => b.purchaseCount - a.purchaseCount),
        upcoming: () => packs.filter((pack) => pack.isPreview),
        demo: () => packs.filter((pack) => pack.isDemo),
        bonus: () => packs.filter((pack) => pack.isBonusContent),
      }[parsed.data]();
      return {
        section: parsed.data,
        contentItems: short(selected.slice(0, SECTION_LIMIT), viewer),
      };
    },

    async categoryContent(categoryId: string, viewer: Viewer): Promise<ContentShortItem[]> {
      const category = await repository.findCategory(categoryId);
      if (!category) throw new DomainError('CategoryNotFound', `No category ${categoryId}`);
      const packs = await repository.findPacks({ categoryId });
      return placeBonusContent(
        short(packs, viewer),
        category.bonusContentPlacing as 'first' | 'last',
      );
    },

    async creatorContent(username: string, viewer: Viewer): Promise<ContentShortItem[]> {
      const creator = await repository.findCreator(username.toLowerCase());
      if (!creator) throw new DomainError('UserNotFound', `No user ${username}`);
      return short(await repository.findPacks({ creatorId: creator.id }), viewer);
    },

    async contentById(contentId: string, viewer: Viewer): Promise<ContentPack> {
      return present(await packOrThrow(contentId), viewer);
    },

    async contentByIdentifier(identifier: string, viewer: Viewer): Promise<ContentPack> {
      return present(await packOrThrow(identifier), viewer);
    },

    async contentAdditional(identifier: string, viewer: Viewer): Promise<ContentAdditional> {
      const pack = await packOrThrow(identifier);
      const category = await repository.findCategory(pack.categoryId);
      if (!category) throw new DomainError('CategoryNotFound', `No category ${pack.categoryId}`);
      const modelIds = pack.models.map(({ model }) => model.id);
      const [sameCategory, sameModelIds] = await Promise.all([
        repository.findPacks({ categoryId: pack.categoryId }),
        repository.findPackIdsByModels(modelIds),
      ]);
      const others = (packs: readonly PackRow[]) =>
        packs.filter((other) => other.id !== pack.id).slice(0, RELATED_LIMIT);
      const sameModels = sameModelIds.length
        ? await repository.findPacks({ ids: sameModelIds })
        : [];
      return {
        id: pack.id,
        category: { id: category.id, name: category.name, title: category.title },
        relatedContent: short(others(sameCategory), viewer),
        sameModelsContent: short(
          others(sameModels.filter((other) => other.categoryId !== pack.categoryId)),
          viewer,
        ),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
