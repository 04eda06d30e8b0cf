import { z } from 'zod';
import { Platform } from '../platform.js';

/** Query parameters every catalog call accepts (spec 2 §7: platform and source where used). */
export const CatalogQuery = z.object({
  platform: Platform.optional().describe('Client platform id; defaults to web_app'),
  source: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w.-]*$/, 'source may hold letters, digits, dot, dash and underscore only')
    .optional()
    .describe('Marketing source of the visitor'),
});
export type CatalogQuery = z.infer<typeof CatalogQuery>;

/**
 * The catalog query of calls that name the platform and source `userPlatform` and `userSource`
 * (spec 2 §7: model, origins pack check); the short names are accepted too.
 */
export const UserCatalogQuery = CatalogQuery.extend({
  userPlatform: CatalogQuery.shape.platform,
  userSource: CatalogQuery.shape.source,
});

export const ErrorBody = z
  .object({
    errorType: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Money crosses the API in dollars (spec 1 §9: cents = dollars × 100); it is stored in cents. */
export const Price = z.number().nonnegative();

/** A path under this server (`/static/...`) or an absolute URL. */
export const AssetUrl = z.string().min(1);

export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by dashes');
