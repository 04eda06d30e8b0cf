import { StoreCategories } from '../contracts/catalog.js';
import { CatalogQuery } from '../contracts/common.js';
import { FaqList } from '../contracts/faq.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['catalog'];

/**
 * The store page's own calls (spec 2 §7: its categories with their cards, and the FAQ), part of
 * `catalogEndpoints`: kept apart from the content pages' calls, so the store page builds only
 * their contracts.
 */
export const storeEndpoints = {
  storeCategories: defineEndpoint({
    method: 'GET',
    path: '/content/list/short/categories/optimized',
    query: CatalogQuery,
    responses: { 200: StoreCategories },
    auth: 'optional',
    tags,
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: '/faq',
    query: CatalogQuery,
    responses: { 200: FaqList },
    tags,
    description: 'The store FAQ in the language of the User-Language header (en or es).',
  }),
};
