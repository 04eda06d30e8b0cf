import { z } from 'zod';
import {
  Category,
  CategoryIdParams,
  CategoryWithContent,
  ContentIdParams,
  ContentIdentifierParams,
  ContentListQuery,
  ContentShortItem,
  SectionContent,
  SectionParams,
  UsernameParams,
} from '../contracts/catalog.js';
import { ContentAdditional, ContentPack } from '../contracts/content.js';
import { CatalogQuery, ErrorBody } from '../contracts/common.js';
import { defineEndpoint } from './endpoint.js';
import { storeEndpoints } from './store.js';

const tags = ['catalog'];
const ListQuery = CatalogQuery.extend(ContentListQuery.shape);
const notFound = { 404: ErrorBody };

/** spec 2 §7 content lists, categories and sections, content by id or identifier; the FAQ. */
export const catalogEndpoints = {
  contentList: defineEndpoint({
    method: 'GET',
    path: '/content/list',
    query: ListQuery,
    responses: { 200: z.array(ContentPack) },
    auth: 'optional',
    tags,
  }),
  contentListShort: defineEndpoint({
    method: 'GET',
    path: '/content/list/short',
    query: ListQuery,
    responses: { 200: z.array(ContentShortItem) },
    auth: 'optional',
    tags,
  }),
  categoriesWithContent: defineEndpoint({
    method: 'GET',
    path: '/content/list/short/categories',
    query: CatalogQuery,
    responses: { 200: z.array(CategoryWithContent) },
    auth: 'optional',
    tags,
  }),
  storeCategories: storeEndpoints.storeCategories,
  categories: defineEndpoint({
    method: 'GET',
    path: '/category/list',
    query: CatalogQuery,
    responses: { 200: z.array(Category) },
    auth: 'optional',
    tags,
  }),
  section: defineEndpoint({
    method: 'GET',
    path: '/sectioned-content/section/:section',
    params: SectionParams,
    query: CatalogQuery,
    responses: { 200: SectionContent, ...notFound },
    auth: 'optional',
    tags,
  }),
  categoryContent: defineEndpoint({
    method: 'GET',
    path: '/sectioned-content/category/:categoryId/content',
    params: CategoryIdParams,
    query: CatalogQuery,
    responses: { 200: z.array(ContentShortItem), ...notFound },
    auth: 'optional',
    tags,
  }),
  creatorContent: defineEndpoint({
    method: 'GET',
    path: '/username/:username/content',
    params: UsernameParams,
    query: CatalogQuery,
    responses: { 200: z.array(ContentShortItem), ...notFound },
    auth: 'optional',
    tags,
  }),
  content: defineEndpoint({
    method: 'GET',
    path: '/content/:contentId',
    params: ContentIdParams,
    query: CatalogQuery,
    responses: { 200: ContentPack, ...notFound },
    auth: 'optional',
    tags,
  }),
  contentOptimized: defineEndpoint({
    method: 'GET',
    path: '/content/:identifier/optimized',
    params: ContentIdentifierParams,
    query: CatalogQuery,
    responses: { 200: ContentPack, ...notFound },
    auth: 'optional',
    tags,
  }),
  contentAdditional: defineEndpoint({
    method: 'GET',
    path: '/content/:identifier/optimized/additional',
    params: ContentIdentifierParams,
    query: CatalogQuery,
    responses: { 200: ContentAdditional, ...notFound },
    auth: 'optional',
    tags,
  }),
  /** spec 1 §2, §7: the store FAQ. */
  faq: storeEndpoints.faq,
};
