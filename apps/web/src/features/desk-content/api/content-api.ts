import type { DeskPackList } from '@parallax/core/contracts/desk-catalog';
import type { DeskContentList } from '@parallax/core/contracts/desk-content';
import { deskCatalogEndpoints } from '@parallax/core/endpoints/desk-catalog';
import { deskContentEndpoints as endpoints } from '@parallax/core/endpoints/desk-content';
import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '@/data/account/user-queries';
import { callEndpoint } from '@/lib/api-client';
import { KIND_SPECS, type ContentKind, type OptionSource } from '../model/content-kinds';

/** Rows per page of a kind's list. */
export const CONTENT_PAGE_SIZE = 25;

type KindEndpoints = {
  list: Endpoint;
  get: Endpoint;
  save: Endpoint;
  create?: Endpoint;
  remove?: Endpoint;
};

/** Each kind's calls (packages/core/endpoints/desk-content.ts). */
const KIND_ENDPOINTS: Record<ContentKind, KindEndpoints> = {
  categories: {
    list: endpoints.listCategories,
    get: endpoints.category,
    save: endpoints.saveCategory,
    create: endpoints.createCategory,
    remove: endpoints.deleteCategory,
  },
  originsPacks: {
    list: endpoints.listOriginsPacks,
    get: endpoints.originsPack,
    save: endpoints.saveOriginsPack,
    create: endpoints.createOriginsPack,
  },
  models: {
    list: endpoints.listModels,
    get: endpoints.model,
    save: endpoints.saveModel,
    create: endpoints.createModel,
    remove: endpoints.deleteModel,
  },
  tags: {
    list: endpoints.listTags,
    get: endpoints.tag,
    save: endpoints.saveTag,
    create: endpoints.createTag,
    remove: endpoints.deleteTag,
  },
  faq: {
    list: endpoints.listFaq,
    get: endpoints.faqItem,
    save: endpoints.saveFaqItem,
    create: endpoints.createFaqItem,
    remove: endpoints.deleteFaqItem,
  },
  documents: {
    list: endpoints.listDocuments,
    get: endpoints.document,
    save: endpoints.saveDocument,
  },
  blogPosts: {
    list: endpoints.listBlogPosts,
    get: endpoints.blogPost,
    save: endpoints.saveBlogPost,
    create: endpoints.createBlogPost,
    remove: endpoints.deleteBlogPost,
  },
};

/** A thing as the desk edits it: its fields, its texts, its id and revision. */
export type ContentView = Record<string, unknown> & {
  id: string;
  revision: string;
  texts?: Record<string, Record<string, unknown>>;
};

// Every kind's calls share one shape; the table above holds their precise contracts, which
// check the answers.
function call<T>(endpoint: Endpoint, options: Record<string, unknown>): Promise<T> {
  return callEndpoint(endpoint, { prefix: 'store', ...options } as never) as Promise<T>;
}

/** One option of a loaded list: an id and the name it is shown by. */
export type PickOption = { id: string; name: string };

/** Rows per call while a list of options loads whole (the desk's lists give 100 at most). */
const OPTIONS_PAGE_SIZE = 100;
/** The most calls one list of options makes (10,000 rows). */
const MAX_OPTION_PAGES = 100;

/** Every row of a desk list, a page at a time, as options. */
async function allOptions(
  page: (page: number) => Promise<{ options: PickOption[]; total: number }>,
): Promise<PickOption[]> {
  const options: PickOption[] = [];
  for (let index = 0; index < MAX_OPTION_PAGES; index += 1) {
    const next = await page(index);
    options.push(...next.options);
    if (next.options.length < OPTIONS_PAGE_SIZE || options.length >= next.total) break;
  }
  return options;
}

/** A kind's rows as options, by their list's label (a category's title, a tag's name). */
const kindOptions = (kind: ContentKind) => (signal: AbortSignal) =>
  allOptions(async (page) => {
    const list = await call<DeskContentList>(KIND_ENDPOINTS[kind].list, {
      query: { page, size: OPTIONS_PAGE_SIZE },
      signal,
    });
    return { options: list.items.map(({ id, label }) => ({ id, name: label })), total: list.total };
  });

/** The categories and the content packs (drafts and hidden ones too) by title, the tags by name. */
const OPTION_LOADERS: Record<OptionSource, (signal: AbortSignal) => Promise<PickOption[]>> = {
  categories: kindOptions('categories'),
  contentPacks: (signal) =>
    allOptions(async (page) => {
      const list = await call<DeskPackList>(deskCatalogEndpoints.listPacks, {
        query: { page, size: OPTIONS_PAGE_SIZE },
        signal,
      });
      return {
        options: list.items.map(({ id, title }) => ({ id, name: title })),
        total: list.total,
      };
    }),
  tags: kindOptions('tags'),
};

const paramsOf = (kind: ContentKind, id: string) =>
  KIND_SPECS[kind].isKeyedBySlug ? { slug: id } : { id };

/** Key factory: all → kind(kind) → list(kind, q, page) | one(kind, id). Under `user`. */
export const contentQueries = {
  all: () => [...userQueries.all(), 'desk-content'] as const,
  kind: (kind: ContentKind) => [...contentQueries.all(), kind] as const,
  list: (kind: ContentKind, q: string, page: number) =>
    queryOptions({
      queryKey: [...contentQueries.kind(kind), 'list', q, page],
      queryFn: ({ signal }) =>
        call<DeskContentList>(KIND_ENDPOINTS[kind].list, {
          query: { page, size: CONTENT_PAGE_SIZE, ...(q ? { q } : {}) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  one: (kind: ContentKind, id: string) =>
    queryOptions({
      queryKey: [...contentQueries.kind(kind), 'one', id],
      queryFn: ({ signal }) =>
        call<ContentView>(KIND_ENDPOINTS[kind].get, { params: paramsOf(kind, id), signal }),
      // A form open elsewhere must not change under the editor's hands: reload is theirs to ask.
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    }),
  /** What a `choice` field of ids offers: a whole list, loaded once a minute at most. */
  options: (source: OptionSource) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'options', source],
      queryFn: ({ signal }) => OPTION_LOADERS[source](signal),
      staleTime: 60_000,
    }),
};

export const canCreate = (kind: ContentKind) => KIND_ENDPOINTS[kind].create !== undefined;
export const canRemove = (kind: ContentKind) => KIND_ENDPOINTS[kind].remove !== undefined;

/** Save (with the revision opened), create and delete of one kind; the lists refresh after. */
export function useContentMutations(kind: ContentKind) {
  const queryClient = useQueryClient();
  const { save, create, remove } = KIND_ENDPOINTS[kind];
  const refreshList = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...contentQueries.kind(kind), 'list'] }),
      // A tag renamed, added or deleted changes what the tag pickers offer.
      queryClient.invalidateQueries({ queryKey: [...contentQueries.all(), 'options'] }),
    ]);
  const settle = (view: ContentView) => {
    queryClient.setQueryData(contentQueries.one(kind, view.id).queryKey, view);
    return refreshList();
  };
  return {
    save: useMutation({
      mutationFn: (input: { id: string; body: Record<string, unknown> }) =>
        call<ContentView>(save, { params: paramsOf(kind, input.id), body: input.body }),
      onSuccess: settle,
    }),
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => {
        if (!create) throw new Error(`${kind} cannot be created`);
        return call<ContentView>(create, { body });
      },
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => {
        if (!remove) throw new Error(`${kind} cannot be deleted`);
        return call<null>(remove, { params: paramsOf(kind, id) });
      },
      onSuccess: refreshList,
    }),
  };
}
