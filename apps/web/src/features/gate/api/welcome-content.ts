import { catalogEndpoints } from '@parallax/core/endpoints/catalog';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { VARIANT } from '@/lib/platform';

/** How many packs the welcome popup lists (spec 2 §7 "Source welcome content list"). */
export const WELCOME_CONTENT_COUNT = 3;

/**
 * Key factory: all → welcomeContent(source). The welcome content list is the store's newest
 * released packs, asked for with the visitor's platform and source.
 */
export const gateQueries = {
  all: () => ['gate'] as const,
  welcomeContent: (source: string) =>
    queryOptions({
      queryKey: [...gateQueries.all(), 'welcome-content', source],
      queryFn: ({ signal }) =>
        callEndpoint(catalogEndpoints.section, {
          prefix: 'store',
          params: { section: 'new' },
          query: { platform: VARIANT.platform, source },
          signal,
        }),
      select: (section) =>
        section.contentItems.filter((item) => !item.isPreview).slice(0, WELCOME_CONTENT_COUNT),
    }),
};
