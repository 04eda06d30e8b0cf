import { z } from 'zod';
import { Platform } from '../platform.js';

/**
 * The message key (`errors.*` in the i18n catalogues) of a string that holds a control character.
 */
export const CONTROL_CHARACTERS_KEY = 'control_characters';

// C0 controls (U+0000 to U+001F), DEL and the C1 controls (U+007F to U+009F). PostgreSQL refuses
// U+0000 in text, so a query carrying it fails; the others are invisible, reorder terminals and
// logs, and have no place in anything a person types.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** Whether a string holds a character no text of the API takes (see `text`). */
export function hasControlCharacters(
  value: string,
  options: { multiline?: boolean } = {},
): boolean {
  return !(options.multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

/**
 * The one string schema of every request string (body, query and path parameter): refuses U+0000
 * and the other control characters with the `control_characters` message key, so a bad string is
 * a 400 ValidationError before it can reach the database. `multiline` allows tab, line feed and
 * carriage return; `trim` trims before the check, so surrounding line breaks are forgiven.
 */
export function text(options: { multiline?: boolean; trim?: boolean } = {}) {
  const base = options.trim ? z.string().trim() : z.string();
  return base.regex(options.multiline ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTERS_KEY);
}

/** An opaque token the server issued (challenge, reset, confirm, login). */
export const OpaqueToken = text().min(1, 'empty_field').max(200);

/** Query parameters every catalog call accepts (spec 2 §7: platform and source where used). */
export const CatalogQuery = z.object({
  platform: Platform.optional().describe('Client platform id; defaults to web_app'),
  source: text({ trim: true })
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
    /** What the message names, for a client that words it itself (`errors.<messageKey>`). */
    params: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
    /** The request's id, as in the X-Request-Id header and every log line of the request. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Money crosses the API in dollars (spec 1 §9: cents = dollars × 100); it is stored in cents. */
export const Price = z.number().nonnegative();

/** A path under this server (`/static/...`) or an absolute URL. */
export const AssetUrl = z.string().min(1);

// Bounded, so a request's date cannot be a megabyte of text before its format is checked.
export const IsoDate = z.iso.date().max(10);
export const IsoDateTime = z.iso.datetime({ offset: true }).max(40);
export const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by dashes');

/** `?platform=`: prices and payment methods depend on it (crypto is dropped on a headset). */
export const PlatformQuery = CatalogQuery.pick({ platform: true });
