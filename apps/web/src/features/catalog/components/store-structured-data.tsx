import type { CategoryWithContent } from '@parallax/core/contracts/catalog';
import type { FaqItem } from '@parallax/core/contracts/faq';
import { buildCollectionJsonLd, buildFaqJsonLd, serializeJsonLd } from '@parallax/core/seo/json-ld';
import { useTranslation } from '@/lib/i18n';

/**
 * The store's structured data (spec 1 §2, §9): the collection and the FAQ as JSON-LD data blocks.
 * A `type="application/ld+json"` script is data, never run, so the CSP (no inline script) does
 * not apply; serializeJsonLd keeps catalogue text from closing the block.
 */
export function StoreStructuredData({
  categories,
  faqs,
}: {
  categories: readonly CategoryWithContent[];
  faqs: readonly FaqItem[] | undefined;
}) {
  const { t } = useTranslation();
  const collection = buildCollectionJsonLd({
    baseUrl: window.location.origin,
    name: t('store.title'),
    description: t('store.description'),
    items: categories.flatMap((category) => category.contentItems),
  });
  return (
    <>
      <script
        type="application/ld+json"
        data-testid="json-ld-collection"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(collection) }}
      />
      {faqs && faqs.length > 0 && (
        <script
          type="application/ld+json"
          data-testid="json-ld-faq"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildFaqJsonLd(faqs)) }}
        />
      )}
    </>
  );
}
