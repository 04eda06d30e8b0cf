import { DocumentSlug, type DocumentPage } from '@parallax/core/contracts/documents';
import { DomainError } from '@parallax/core/errors';
import { DEFAULT_LANGUAGE, type Language } from '@parallax/core/platform';
import { pickTranslation } from '@parallax/core/rules/translations';
import type { DocumentsRepository } from './documents.repository.js';

/** What a page puts in its `<title>` and description meta tag. */
export type PageMeta = { title: string; description: string };

export function createDocumentsService(documents: DocumentsRepository) {
  /** The document in `language`, or in English when it has no such translation. */
  async function find(slug: string, language: Language) {
    const known = DocumentSlug.safeParse(slug);
    if (!known.success) return null;
    const rows = await documents.findTranslations(known.data, [language, DEFAULT_LANGUAGE]);
    const row = pickTranslation(rows, language);
    return row ? { ...row, slug: known.data, language: row.language as Language } : null;
  }

  return {
    /** spec 1 §2: a document page's blocks in en or es. */
    async get(slug: string, language: Language): Promise<DocumentPage> {
      const document = await find(slug, language);
      if (!document) throw new DomainError('DocumentNotFound', `No document ${slug}`);
      return {
        slug: document.slug,
        language: document.language,
        title: document.title,
        description: document.description,
        updatedAt: document.updatedAt,
        blocks: document.blocks,
      };
    },

    /**
     * The title and description the document page shows (the web page sets the same), for the
     * HTML the server sends crawlers; null for an unknown slug.
     */
    async meta(slug: string, language: Language): Promise<PageMeta | null> {
      const document = await find(slug, language);
      return document
        ? { title: `${document.title} | Parallax`, description: document.description }
        : null;
    },

    /** Documents for the sitemap, with their latest change. */
    async sitemapEntries(): Promise<{ slug: DocumentSlug; lastModified: Date }[]> {
      const rows = await documents.listUpdates();
      return rows.flatMap(({ slug, updatedAt }) => {
        const known = DocumentSlug.safeParse(slug);
        return known.success && updatedAt
          ? [{ slug: known.data, lastModified: new Date(`${updatedAt}T00:00:00Z`) }]
          : [];
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
