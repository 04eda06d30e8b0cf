import { z } from 'zod';
import { BlogPost, BlogPostList, BlogPostParams } from '../contracts/blog.js';
import { ErrorBody, UserCatalogQuery } from '../contracts/common.js';
import { DocumentPage, DocumentParams } from '../contracts/documents.js';
import { Model, ModelListItem, ModelParams } from '../contracts/models.js';
import { OriginsPack, OriginsPackParams } from '../contracts/origins.js';
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
