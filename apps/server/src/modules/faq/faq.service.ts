import type { FaqList } from '@parallax/core/contracts/faq';
import { DEFAULT_LANGUAGE, type Language } from '@parallax/core/platform';
import type { FaqRepository } from './faq.repository.js';

/**
 * The store FAQ (spec 1 §2) in the caller's language; a language without its own FAQ gets the
 * default language's. The server-side HTML (title, JSON-LD) can call `list` as the route does.
 */
export function createFaqService(faqs: FaqRepository) {
  return {
    async list(language: Language): Promise<FaqList> {
      const items = await faqs.findByLocale(language);
      if (items.length > 0 || language === DEFAULT_LANGUAGE) return items;
      return faqs.findByLocale(DEFAULT_LANGUAGE);
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
