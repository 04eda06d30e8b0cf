import { ErrorBody } from '../contracts/common.js';
import {
  DeskImportDetail,
  DeskImportList,
  DeskPackEditor,
  DeskPackList,
  DeskPackListQuery,
  DeskPackSave,
  DeskPublishBody,
  DeskPublishResult,
} from '../contracts/desk-catalog.js';
import { DeskIdParams, DeskListQuery } from '../contracts/desk-common.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';

const desk = 'catalog' as const;
const tags = ['desk-catalog'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const withId = { ...errors, 404: ErrorBody };
const EDITORS = 'ROLE_EDITOR or ROLE_ADMIN; anyone else gets 403 Forbidden.';

/** The operator's desk: catalog (content packs and the content imports that made them). */
export const deskCatalogEndpoints = {
  listPacks: defineEndpoint({
    method: 'GET',
    path: '/desk/packs',
    query: DeskPackListQuery,
    responses: { 200: DeskPackList, ...errors },
    auth: 'user',
    desk,
    tags,
    summary: 'Content packs, drafts and hidden ones too, searched by title or slug',
    description: `Newest first, a page at a time, filtered by state. ${EDITORS}`,
  }),
  packEditor: defineEndpoint({
    method: 'GET',
    path: '/desk/packs/:id',
    params: DeskIdParams,
    responses: { 200: DeskPackEditor, ...withId },
    auth: 'user',
    desk,
    tags,
    summary: 'A content pack as its editor shows it, with its revision',
    description: `The revision goes back with a save. ${EDITORS}`,
  }),
  savePack: defineEndpoint({
    method: 'PUT',
    path: '/desk/packs/:id',
    params: DeskIdParams,
    body: DeskPackSave,
    responses: { 200: DeskPackEditor, ...withId, 409: ErrorBody },
    auth: 'user',
    desk,
    tags,
    summary: "Save a content pack's texts, parts, previews, price, links and category",
    description: `In one transaction with its audit row; a pack changed since its revision was read is 409 ChangedSinceOpened, a bad value 400 naming the field, and nothing is written. The store shows the change at once. ${EDITORS}`,
  }),
  publishPack: defineEndpoint({
    method: 'POST',
    path: '/desk/packs/:id/publish',
    params: DeskIdParams,
    body: DeskPublishBody,
    responses: { 200: DeskPublishResult, ...withId },
    auth: 'user',
    desk,
    tags,
    summary: 'Publish a content pack now, or at a time',
    description: `Now: a draft or hidden pack goes into the store; a coming-soon pack is released and its presale buyers are told. With \`at\` (in the future): it comes out then, unless the schedule is changed or cancelled first. A published pack is 400. ${EDITORS}`,
  }),
  cancelSchedule: defineEndpoint({
    method: 'DELETE',
    path: '/desk/packs/:id/publish',
    params: DeskIdParams,
    responses: { 200: DeskPublishResult, ...withId },
    auth: 'user',
    desk,
    tags,
    summary: "Cancel a content pack's scheduled publishing",
    description: `Nothing scheduled is 400. ${EDITORS}`,
  }),
  unpublishPack: defineEndpoint({
    method: 'POST',
    path: '/desk/packs/:id/unpublish',
    params: DeskIdParams,
    responses: { 200: DeskPublishResult, ...withId },
    auth: 'user',
    desk,
    tags,
    summary: 'Take a content pack out of the store; its owners keep it',
    description: `Out of every list, page, cart and search; whoever owns it keeps it in their library and player. A pack not in the store is 400. ${EDITORS}`,
  }),
  listImports: defineEndpoint({
    method: 'GET',
    path: '/desk/imports',
    query: DeskListQuery,
    responses: { 200: DeskImportList, ...errors },
    auth: 'user',
    desk,
    tags,
    summary: 'Content imports, newest first, with their progress and the packs they made',
    description: `Read-only: imports run from the command line (parallax content import). ${EDITORS}`,
  }),
  importDetail: defineEndpoint({
    method: 'GET',
    path: '/desk/imports/:id',
    params: DeskIdParams,
    responses: { 200: DeskImportDetail, ...withId },
    auth: 'user',
    desk,
    tags,
    summary: 'A content import with each of its files',
    description: `Each file's state, progress and error. ${EDITORS}`,
  }),
} satisfies Record<string, Endpoint>;
