import type { Model, ModelListItem } from '@parallax/core/contracts/models';
import { DomainError } from '@parallax/core/errors';
import { sortStaticBeforeDynamic } from '@parallax/core/rules/models';
import { localized } from '@parallax/core/rules/translations';
import { packsWithIds, type CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { toContentShortItem } from '../catalog/catalog.presenter.js';
import type { Viewer } from '../catalog/viewer.types.js';
import type { ModelsRepository } from './models.repository.js';

type SeoSource = {
  name: string;
  description: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
};

const seoOf = (model: SeoSource) => ({
  title: model.seoTitle ?? model.name,
  description: model.seoDescription ?? model.description ?? '',
});

export function createModelsService(models: ModelsRepository, catalog: CatalogSnapshotSource) {
  return {
    async list(): Promise<ModelListItem[]> {
      const rows = await models.findModels();
      return rows.map((model) => ({
        id: model.id,
        slug: model.slug,
        name: model.name,
        photo: model.photo,
        contents: model.contentPacks
          .map(({ contentPack }) => contentPack)
          // A pack a moderator hid is out of the store (spec 2 §3 contentModerationDto).
          .filter((pack) => pack.hiddenAt === null)
          .sort((a, b) => a.position - b.position)
          .map(({ id, slug, title, cover }) => ({ id, slug, title, cover })),
      }));
    },

    async get(idOrSlug: string, viewer: Viewer): Promise<Model> {
      const found = await models.findModel(idOrSlug);
      if (!found) throw new DomainError('ModelNotFound', `No model ${idOrSlug}`);
      const model = localized(found, viewer.language);
      const seo = seoOf(model);
      const packs = packsWithIds(
        await catalog.get(),
        model.contentPacks.map((link) => link.contentPackId),
      );
      return {
        id: model.id,
        slug: model.slug,
        name: model.name,
        photo: model.photo,
        description: model.description,
        height: model.height,
        weight: model.weight,
        breastSizeIndex: model.breastSizeIndex,
        hairColor: model.hairColor,
        ethnicity: model.ethnicity,
        quote: model.quote,
        age: model.age,
        socialNetworksLinks: model.socialNetworksLinks,
        complexTags: model.complexTags,
        tags: [...model.tags]
          .sort((a, b) => a.tag.position - b.tag.position)
          .map(({ tag }) => ({ slug: tag.slug, name: localized(tag, viewer.language).name })),
        // spec 2 §2: the model's memories, static before dynamic.
        contents: sortStaticBeforeDynamic(packs.map((pack) => toContentShortItem(pack, viewer))),
        seoTags: { metaTitle: seo.title, metaDescription: seo.description },
        seoOpenGraph: { title: seo.title, description: seo.description, image: model.photo },
      };
    },
  };
}

export type ModelsService = ReturnType<typeof createModelsService>;
