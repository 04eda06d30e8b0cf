import { z } from 'zod';
import { BlogPost, BlogPostList, BlogPostParams } from '../contracts/blog.js';
import { TagShort } from '../contracts/catalog.js';
import { CatalogQuery, ErrorBody, UserCatalogQuery } from '../contracts/common.js';
import { DocumentPage, DocumentParams } from '../contracts/documents.js';
import { FeatureFlagList } from '../contracts/flags.js';
import { Model, ModelListItem, ModelParams } from '../contracts/models.js';
import { OriginsPack, OriginsPackParams } from '../contracts/origins.js';
import { Tag, TagParams } from '../contracts/tags.js';
import { defineEndpoint } from './endpoint.js';

/** spec 2 §7: GET /model/list and GET /model/{modelId} (id or slug). */
export const modelsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/model/list',
    query: UserCatalogQuery,
    responses: { 200: z.array(ModelListItem) },
    tags: ['models'],
  }),
  model: defineEndpoint({
    method: 'GET',
    path: '/model/:modelId',
    params: ModelParams,
    query: UserCatalogQuery,
    responses: { 200: Model, 404: ErrorBody },
    auth: 'optional',
    tags: ['models'],
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

/** spec 2 §7 origins pack check by slug (path not shown there; ours). */
export const originsEndpoints = {
  pack: defineEndpoint({
    method: 'GET',
    path: '/origins-pack/:slug',
    params: OriginsPackParams,
    query: UserCatalogQuery,
    responses: { 200: OriginsPack, 404: ErrorBody },
    auth: 'optional',
    tags: ['origins'],
    summary: 'An origins pack, locked or unlocked for the caller',
  }),
};

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

/** spec 1 §2 document pages and blog, in the User-Language (English fallback). */
export const documentsEndpoints = {
  document: defineEndpoint({
    method: 'GET',
    path: '/documents/:slug',
    params: DocumentParams,
    responses: { 200: DocumentPage, 404: ErrorBody },
    tags: ['documents'],
    description:
      'A document page (cookie-policy, privacy-policy, terms-of-service, usc-2257, dmca) in the language of User-Language, or in English when it has no such translation.',
  }),
  blogPosts: defineEndpoint({
    method: 'GET',
    path: '/blog/posts',
    responses: { 200: BlogPostList },
    tags: ['blog'],
    description: 'Published blog posts, newest first, in the language of User-Language.',
  }),
  blogPost: defineEndpoint({
    method: 'GET',
    path: '/blog/posts/:slug',
    params: BlogPostParams,
    responses: { 200: BlogPost, 404: ErrorBody },
    tags: ['blog'],
    description: 'One published blog post with its body, in the language of User-Language.',
  }),
};
