import { z } from 'zod';
import { TagShort } from '../contracts/catalog.js';
import { CatalogQuery, ErrorBody } from '../contracts/common.js';
import { FeatureFlagList } from '../contracts/flags.js';
import { Tag, TagParams } from '../contracts/tags.js';
import { defineEndpoint } from './endpoint.js';

// What every page of the store asks for: the feature flags and the tags of the footer.

/** spec 1 §7: GET /feature/list with platform and source. */
export const flagsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/feature/list',
    query: CatalogQuery,
    responses: { 200: FeatureFlagList },
    tags: ['flags'],
  }),
};

/** spec 2 §7: GET /tags/{slug}; GET /tags lists every tag (ours: the SEO tag footer). */
export const tagsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/tags',
    query: CatalogQuery,
    responses: { 200: z.array(TagShort) },
    tags: ['tags'],
    summary: 'Every tag, for the SEO tag footer',
  }),
  tag: defineEndpoint({
    method: 'GET',
    path: '/tags/:slug',
    params: TagParams,
    query: CatalogQuery,
    responses: { 200: Tag, 404: ErrorBody },
    auth: 'optional',
    tags: ['tags'],
  }),
};
