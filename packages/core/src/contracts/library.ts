import { z } from 'zod';
import { IsoDateTime } from './common.js';

/**
 * The library (spec 2 §3 Library; §7 add content to collection, collection lists): the content
 * packs a signed-in user keeps to download and play. The lists answer catalog shapes
 * (`ContentPack`, `CategoryWithContent`) holding only the library's packs.
 */

/** `POST /api/v1/collection/content`: add a pack the user may play to their library. */
export const AddToLibraryRequest = z
  .object({ contentPackId: z.uuid() })
  .meta({ id: 'AddToLibraryRequest' });
export type AddToLibraryRequest = z.infer<typeof AddToLibraryRequest>;

/** A pack in the library and when it was first added (adding it again keeps that date). */
export const LibraryEntry = z
  .object({ contentId: z.uuid(), addedAt: IsoDateTime })
  .meta({ id: 'LibraryEntry' });
export type LibraryEntry = z.infer<typeof LibraryEntry>;
