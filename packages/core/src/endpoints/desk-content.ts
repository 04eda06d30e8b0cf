import { z } from 'zod';
import { ErrorBody } from '../contracts/common.js';
import { DeskIdParams, DeskListQuery } from '../contracts/desk-common.js';
import {
  BlogPostFields,
  BlogPostSave,
  BlogPostView,
  CategoryInput,
  CategorySave,
  CategoryView,
  DeskContentList,
  DeskDocumentParams,
  DocumentSave,
  DocumentView,
  FaqItemFields,
  FaqItemSave,
  FaqItemView,
  ModelFields,
  ModelSave,
  ModelView,
  OriginsPackFields,
  OriginsPackSave,
  OriginsPackView,
  TagFields,
  TagSave,
  TagView,
} from '../contracts/desk-content.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';

const desk = 'content' as const;
const tags = ['desk-content'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const oneErrors = { ...errors, 404: ErrorBody };
const saveErrors = { ...oneErrors, 409: ErrorBody };
const EDITORS = 'ROLE_EDITOR or ROLE_ADMIN: anyone else gets 403 Forbidden.';
const SAVE = `Send the revision the view was opened with: a change saved since is 409 ChangedSinceOpened and nothing is written. A slug or name another one has is 409 SlugNotUnique naming the field. Recorded in the audit log. ${EDITORS}`;

/** The list, view and save of one kind of content, at `/desk/<path>` and `/desk/<path>/:id`. */
function editable<V extends z.ZodType, S extends z.ZodType>(
  path: `/desk/${string}`,
  noun: string,
  schemas: { view: V; save: S },
  /** What its save does beyond the fields (said before the revision's rule). */
  saves = '',
) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      query: DeskListQuery,
      responses: { 200: DeskContentList, ...errors },
      auth: 'user',
      desk,
      tags,
      summary: `The desk's list of ${noun}s, searched by q`,
      description: EDITORS,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${path}/:id`,
      params: DeskIdParams,
      responses: { 200: schemas.view, ...oneErrors },
      auth: 'user',
      desk,
      tags,
      summary: `A ${noun} as the desk edits it, with its revision`,
      description: EDITORS,
    }),
    save: defineEndpoint({
      method: 'PUT',
      path: `${path}/:id`,
      params: DeskIdParams,
      body: schemas.save,
      responses: { 200: schemas.view, ...saveErrors },
      auth: 'user',
      desk,
      tags,
      summary: `Saves a ${noun}; the store shows it at once`,
      description: saves ? `${saves} ${SAVE}` : SAVE,
    }),
  };
}

function creatable<B extends z.ZodType, V extends z.ZodType>(
  path: `/desk/${string}`,
  noun: string,
  schemas: { body: B; view: V },
) {
  return defineEndpoint({
    method: 'POST',
    path,
    body: schemas.body,
    responses: { 201: schemas.view, ...errors, 409: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: `Creates a ${noun}`,
    description: `A slug or name another one has is 409 SlugNotUnique naming the field. Recorded in the audit log. ${EDITORS}`,
  });
}

function deletable(path: `/desk/${string}`, noun: string, refusal: string) {
  return defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: DeskIdParams,
    responses: { 204: z.null(), ...oneErrors, 409: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: `Deletes a ${noun}`,
    description: `${refusal} Recorded in the audit log. ${EDITORS}`,
  });
}

const categories = editable('/desk/categories', 'category', {
  view: CategoryView,
  save: CategorySave,
});
const originsPacks = editable(
  '/desk/origins-packs',
  'origins pack',
  { view: OriginsPackView, save: OriginsPackSave },
  "Its elements are replaced by the ones sent, in their order; an element's content pack that does not exist is 400 naming it.",
);
const models = editable(
  '/desk/models',
  'model',
  { view: ModelView, save: ModelSave },
  'Its social links and tags are replaced by the ones sent; a tag that does not exist is 400 naming it.',
);
const tagsOf = editable(
  '/desk/tags',
  'tag',
  { view: TagView, save: TagSave },
  'Its FAQ and related tags are replaced by the ones sent; a related tag that does not exist, or the tag itself, is 400 naming it.',
);
const faq = editable('/desk/faq', 'FAQ item', { view: FaqItemView, save: FaqItemSave });
const blogPosts = editable('/desk/blog-posts', 'blog post', {
  view: BlogPostView,
  save: BlogPostSave,
});
const documents = editable('/desk/documents', 'document', {
  view: DocumentView,
  save: DocumentSave,
});

/** The operator's desk: content (categories and presales, origins packs, models, tags, FAQ, documents, blog). */
export const deskContentEndpoints = {
  listCategories: categories.list,
  category: categories.get,
  saveCategory: categories.save,
  createCategory: creatable('/desk/categories', 'category', {
    body: CategoryInput,
    view: CategoryView,
  }),
  deleteCategory: deletable(
    '/desk/categories',
    'category',
    'A category that still has content packs is 409 StillInUse.',
  ),
  listOriginsPacks: originsPacks.list,
  originsPack: originsPacks.get,
  saveOriginsPack: originsPacks.save,
  createOriginsPack: creatable('/desk/origins-packs', 'origins pack', {
    body: OriginsPackFields,
    view: OriginsPackView,
  }),
  listModels: models.list,
  model: models.get,
  saveModel: models.save,
  createModel: creatable('/desk/models', 'model', { body: ModelFields, view: ModelView }),
  deleteModel: deletable('/desk/models', 'model', 'A model in a content pack is 409 StillInUse.'),
  listTags: tagsOf.list,
  tag: tagsOf.get,
  saveTag: tagsOf.save,
  createTag: creatable('/desk/tags', 'tag', { body: TagFields, view: TagView }),
  deleteTag: deletable(
    '/desk/tags',
    'tag',
    'A tag of a content pack or a model is 409 StillInUse.',
  ),
  listFaq: faq.list,
  faqItem: faq.get,
  saveFaqItem: faq.save,
  createFaqItem: creatable('/desk/faq', 'FAQ item', { body: FaqItemFields, view: FaqItemView }),
  deleteFaqItem: deletable('/desk/faq', 'FAQ item', 'Always allowed.'),
  listBlogPosts: blogPosts.list,
  blogPost: blogPosts.get,
  saveBlogPost: blogPosts.save,
  createBlogPost: creatable('/desk/blog-posts', 'blog post', {
    body: BlogPostFields,
    view: BlogPostView,
  }),
  deleteBlogPost: deletable('/desk/blog-posts', 'blog post', 'Its translations go with it.'),
  listDocuments: documents.list,
  document: defineEndpoint({
    ...documents.get,
    path: '/desk/documents/:slug',
    params: DeskDocumentParams,
  }),
  saveDocument: defineEndpoint({
    ...documents.save,
    path: '/desk/documents/:slug',
    params: DeskDocumentParams,
  }),
} satisfies Record<string, Endpoint>;
