import { Model, ModelListItem } from '@parallax/core/contracts/models';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { storeApi } from '@/lib/api-path';
import { apiGet } from '@/lib/http';
import { PLATFORM } from '@/lib/platform';

/** Key factory: all → list | detail(slug). spec 2 §7: GET /model/list, GET /model/{modelId}. */
export const modelQueries = {
  all: () => ['models'] as const,
  list: () =>
    queryOptions({
      queryKey: [...modelQueries.all(), 'list'],
      queryFn: ({ signal }) =>
        apiGet(`${storeApi('/model/list')}?userPlatform=${PLATFORM}`, z.array(ModelListItem), {
          signal,
        }),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...modelQueries.all(), 'detail', slug],
      queryFn: ({ signal }) =>
        apiGet(
          `${storeApi(`/model/${encodeURIComponent(slug)}`)}?userPlatform=${PLATFORM}`,
          Model,
          {
            signal,
          },
        ),
    }),
};
