import {
  Category,
  CategoryIdParams,
  CategoryWithContent,
  ContentAdditional,
  ContentIdParams,
  ContentIdentifierParams,
  ContentListQuery,
  ContentPack,
  ContentShortItem,
  SectionContent,
  SectionParams,
  StoreCategories,
  UsernameParams,
} from '@parallax/core/contracts/catalog';
import { CatalogQuery, ErrorBody } from '@parallax/core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService } from './catalog.service.js';
import type { ViewerOf } from '../../http/viewer-of.js';

export type CatalogRoutesOptions = {
  catalog: CatalogService;
  viewerOf: ViewerOf;
};

const tags = ['catalog'];
const ListQuery = CatalogQuery.extend(ContentListQuery.shape);
const notFound = { 404: ErrorBody };

/** spec 2 §7 content lists, categories and sections, content by id / identifier. HTTP only. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { catalog, viewerOf },
) => {
  app.get(
    '/content/list',
    { schema: { tags, querystring: ListQuery, response: { 200: z.array(ContentPack) } } },
    async (request) => catalog.listContent(await viewerOf(request), request.query.showInCollection),
  );

  app.get(
    '/content/list/short',
    { schema: { tags, querystring: ListQuery, response: { 200: z.array(ContentShortItem) } } },
    async (request) => catalog.listShort(await viewerOf(request), request.query.showInCollection),
  );

  app.get(
    '/content/list/short/categories',
    {
      schema: { tags, querystring: CatalogQuery, response: { 200: z.array(CategoryWithContent) } },
    },
    async (request) => catalog.categoriesWithContent(await viewerOf(request)),
  );

  app.get(
    '/content/list/short/categories/optimized',
    { schema: { tags, querystring: CatalogQuery, response: { 200: StoreCategories } } },
    async (request) => catalog.storeCategories(await viewerOf(request)),
  );

  app.get(
    '/category/list',
    { schema: { tags, querystring: CatalogQuery, response: { 200: z.array(Category) } } },
    async (request) => catalog.listCategories(await viewerOf(request)),
  );

  app.get(
    '/sectioned-content/section/:section',
    {
      schema: {
        tags,
        params: SectionParams,
        querystring: CatalogQuery,
        response: { 200: SectionContent, ...notFound },
      },
    },
    async (request) => catalog.section(request.params.section, await viewerOf(request)),
  );

  app.get(
    '/sectioned-content/category/:categoryId/content',
    {
      schema: {
        tags,
        params: CategoryIdParams,
        querystring: CatalogQuery,
        response: { 200: z.array(ContentShortItem), ...notFound },
      },
    },
    async (request) => catalog.categoryContent(request.params.categoryId, await viewerOf(request)),
  );

  app.get(
    '/username/:username/content',
    {
      schema: {
        tags,
        params: UsernameParams,
        querystring: CatalogQuery,
        response: { 200: z.array(ContentShortItem), ...notFound },
      },
    },
    async (request) => catalog.creatorContent(request.params.username, await viewerOf(request)),
  );

  app.get(
    '/content/:contentId',
    {
      schema: {
        tags,
        params: ContentIdParams,
        querystring: CatalogQuery,
        response: { 200: ContentPack, ...notFound },
      },
    },
    async (request) => catalog.content(request.params.contentId, await viewerOf(request)),
  );

  app.get(
    '/content/:identifier/optimized',
    {
      schema: {
        tags,
        params: ContentIdentifierParams,
        querystring: CatalogQuery,
        response: { 200: ContentPack, ...notFound },
      },
    },
    async (request) => catalog.content(request.params.identifier, await viewerOf(request)),
  );

  app.get(
    '/content/:identifier/optimized/additional',
    {
      schema: {
        tags,
        params: ContentIdentifierParams,
        querystring: CatalogQuery,
        response: { 200: ContentAdditional, ...notFound },
      },
    },
    async (request) =>
      catalog.contentAdditional(request.params.identifier, await viewerOf(request)),
  );
};
