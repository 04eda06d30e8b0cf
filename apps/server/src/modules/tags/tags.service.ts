import type { TagShort } from '@parallax/core/contracts/catalog';
import type { Tag } from '@parallax/core/contracts/tags';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { localized } from '@parallax/core/rules/translations';
import { packsWithIds, type CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { toContentShortItem } from '../catalog/catalog.presenter.js';
import type { Viewer } from '../catalog/viewer.types.js';
import type { TagsRepository } from './tags.repository.js';

export function createTagsService(tags: TagsRepository, catalog: CatalogSnapshotSource) {
  return {
    /** Every tag, for the SEO tag footer. */
    async list(language: Language): Promise<TagShort[]> {
      return (await tags.findTags()).map((tag) => ({
        slug: tag.slug,
        name: localized(tag, language).name,
      }));
    },

    async get(slug: string, viewer: Viewer): Promise<Tag> {
      const found = await tags.findTag(slug);
      if (!found) throw new DomainError('TagNotFound', `No tag ${slug}`);
      const tag = localized(found, viewer.language);
      const packs = packsWithIds(
        await catalog.get(),
        tag.contentPacks.map((link) => link.contentPackId),
      );
      return {
        slug: tag.slug,
        name: tag.name,
        description: tag.description,
        metaTitle: tag.metaTitle,
        metaDescription: tag.metaDescription,
        h1Content: tag.h1Content,
        models: tag.models.map(({ model }) => model).sort((a, b) => a.name.localeCompare(b.name)),
        contents: packs.map((pack) => toContentShortItem(pack, viewer)),
        relatedTags: [...tag.related]
          .sort((a, b) => a.relatedTag.position - b.relatedTag.position)
          .map(({ relatedTag }) => ({
            slug: relatedTag.slug,
            name: localized(relatedTag, viewer.language).name,
          })),
        faqs: tag.faqs,
        screenshotPairs: tag.screenshotPairs,
      };
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
