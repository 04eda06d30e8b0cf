import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import type { Language } from '@parallax/core/platform';
import type { PageMeta } from '../documents/documents.service.js';

const catalogues = { en, es } as const;

/**
 * The how-to-watch-in-VR guide (spec 2 §2) lives in the web app; the server only needs what its
 * page puts in `<title>` and the description meta tag, for the HTML it sends crawlers.
 */
export function createGuidesService() {
  return {
    meta(language: Language): PageMeta {
      const { guide } = catalogues[language];
      return { title: guide.metaTitle, description: guide.description };
    },
  };
}
