import { z } from 'zod';
import { CategoryWithContent, ContentShortItem } from '../contracts/catalog.js';
import { ContentPack } from '../contracts/content.js';
import { CatalogQuery, ErrorBody } from '../contracts/common.js';
import { AddToLibraryRequest, LibraryEntry } from '../contracts/library.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['library'];
// 403: an expired access token (the client refreshes and retries, spec 1 §4).
const signedInErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** spec 2 §3 Library, §7 add content to collection and collection lists: signed-in users only. */
export const libraryEndpoints = {
  addContent: defineEndpoint({
    method: 'POST',
    path: '/collection/content',
    body: AddToLibraryRequest,
    responses: { 201: LibraryEntry, ...signedInErrors, 404: ErrorBody },
    auth: 'user',
    tags,
    summary: 'Add a content pack to the user’s library',
    description:
      'The pack must be the user’s to play: owned (bought, granted or in a presale category bought), a demo pack, or opened by their subscription (403 ContentNotEntitled otherwise; 404 ContentNotFound for an unknown pack). Adding a pack again answers its first addedAt.',
  }),
  removeContent: defineEndpoint({
    method: 'DELETE',
    path: '/collection/content/:contentId',
    params: z.object({ contentId: z.uuid() }),
    responses: { 204: z.null(), ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'Remove a content pack from the user’s library (a pack not in it: 204 too)',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/collection/list',
    query: CatalogQuery,
    responses: { 200: z.array(ContentPack), ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'The packs in the user’s library, in store order, as /content/list answers them',
  }),
  listShort: defineEndpoint({
    method: 'GET',
    path: '/collection/list/short',
    query: CatalogQuery,
    responses: { 200: z.array(ContentShortItem), ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'The packs in the user’s library as /content/list/short answers them',
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/collection/list/short/categories',
    query: CatalogQuery,
    responses: { 200: z.array(CategoryWithContent), ...signedInErrors },
    auth: 'user',
    tags,
    summary: 'The categories holding packs of the user’s library, with those packs only',
    description:
      'As /content/list/short/categories answers them; a category with no pack in the library is left out.',
  }),
};
