/**
 * spec 1 §2 other pages: the document pages, by the slug that is also their path (declared here,
 * not beside the documents' schemas, so the app's entry need not load those).
 */
export const DOCUMENT_SLUGS = [
  'cookie-policy',
  'privacy-policy',
  'terms-of-service',
  'usc-2257',
  'dmca',
] as const;
export type DocumentSlug = (typeof DOCUMENT_SLUGS)[number];

/**
 * What search engines get of a page:
 * - `listed`: indexed, and the sitemap names it — a page with a slug once per slug the catalog
 *   has, a document once it is written;
 * - `indexed`: indexed where a crawler finds it, never listed (the store with a sign-in dialog
 *   open);
 * - `hidden`: a page for one user, a one-time link or a tool: `noindex`, and disallowed in
 *   robots.txt by its path (so it takes no parameters).
 */
export type PageVisibility = 'listed' | 'indexed' | 'hidden';

type PageDefinition = {
  /** The plain path (rules/language-path.ts adds another language's prefix); `:name` a parameter. */
  readonly path: `/${string}`;
  readonly visibility: PageVisibility;
};

/** spec 1 §2 other pages: a document's path is its slug, and so is its key here. */
const DOCUMENT_PAGES = Object.fromEntries(
  DOCUMENT_SLUGS.map((slug) => [slug, { path: `/${slug}`, visibility: 'listed' }]),
) as {
  readonly [Slug in DocumentSlug]: { readonly path: `/${Slug}`; readonly visibility: 'listed' };
};

/**
 * Every page of the web app (spec 1 §2, spec 2 §2), declared once: the web router routes these
 * paths, the server answers them (anything else is a 404 with the app's not-found page) and the
 * sitemap and robots.txt follow their visibility. Links build addresses with `pagePath`.
 */
export const PAGES = {
  store: { path: '/', visibility: 'listed' },
  login: { path: '/login', visibility: 'indexed' },
  register: { path: '/register', visibility: 'indexed' },
  content: { path: '/content/:slug', visibility: 'listed' },
  ...DOCUMENT_PAGES,
  blog: { path: '/blog', visibility: 'listed' },
  blogPost: { path: '/blog/:slug', visibility: 'listed' },
  howToWatch: { path: '/how-to-watch-in-vr', visibility: 'listed' },
  models: { path: '/pornstars', visibility: 'listed' },
  model: { path: '/pornstars/:slug', visibility: 'listed' },
  tag: { path: '/tags/:slug', visibility: 'listed' },
  originsPack: { path: '/content-promo/:slug', visibility: 'listed' },
  library: { path: '/library', visibility: 'hidden' },
  cart: { path: '/cart', visibility: 'hidden' },
  userConfirm: { path: '/user-confirm', visibility: 'hidden' },
  unsubscribeEmail: { path: '/unsubscribe-email', visibility: 'hidden' },
  socialReturn: { path: '/social-return', visibility: 'hidden' },
  authResult: { path: '/auth-result', visibility: 'hidden' },
  paymentResult: { path: '/payment-result', visibility: 'hidden' },
  /** spec 2 §2 PAIR_HEADSET: a signed-in user enters the code a headset shows (`?code=` fills it). */
  pairHeadset: { path: '/pair-headset', visibility: 'hidden' },
  /** spec 1 §2: tariffs (anchor #tariffs), the subscriber's status panel; a sales page. */
  subscription: { path: '/subscription', visibility: 'indexed' },
  /** spec 1 §2, §4: where the payment provider's subscription management page returns. */
  subscriptionCancelResult: { path: '/subscription/cancel-result', visibility: 'hidden' },
  /** spec 2 §3 support request: the form (`?contentId=` names the content it is about). */
  support: { path: '/support', visibility: 'indexed' },
  /** spec 2 §6: the moderator's desk (ROLE_MODERATOR; anyone else gets the not-found page). */
  moderation: { path: '/moderation', visibility: 'hidden' },
  /**
   * The operator's desk (staff roles, rules/staff.ts; anyone else gets the not-found page): the
   * area and what is open in it are in the query (`?area=catalog&pack=…`).
   */
  desk: { path: '/desk', visibility: 'hidden' },
  /** Development tools; the server answers it only outside production. */
  dev: { path: '/dev', visibility: 'hidden' },
} as const satisfies Record<string, PageDefinition>;

export type Page = keyof typeof PAGES;
export type PagePattern<P extends Page> = (typeof PAGES)[P]['path'];

/** The pages in the table's order. */
export const PAGE_KEYS = Object.keys(PAGES) as Page[];

/** The parameter names of a path pattern: `/a/:x/b/:y` → `x | y`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type PageParams<P extends Page> = { readonly [Name in ParamNames<PagePattern<P>>]: string };

/** A page without parameters takes only its key; a page with some takes them all. */
type PagePathArgs<P extends Page> = [ParamNames<PagePattern<P>>] extends [never]
  ? []
  : [params: PageParams<P>];

/** `pagePath('tag', { slug: 'mountains' })` → `/tags/mountains`; parameters are URL-encoded. */
export function pagePath<P extends Page>(page: P, ...[params]: PagePathArgs<P>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return PAGES[page].path.replace(/:(\w+)/g, (_parameter, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pagePath: ${page} needs ${name}`);
    return encodeURIComponent(value);
  });
}

export function hasParams(page: Page): boolean {
  return PAGES[page].path.includes(':');
}

export function isDocumentPage(page: Page): page is DocumentSlug {
  return (DOCUMENT_SLUGS as readonly string[]).includes(page);
}

/** Pages without parameters first, so a fixed path wins over a parameter in the same place. */
const MATCH_ORDER = [...PAGE_KEYS].sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)));

/** A plain path read back: the page it is and its decoded parameters. */
export type PageMatch = { page: Page; params: Readonly<Record<string, string>> };

/**
 * The page at a plain path (no language prefix, query or trailing slash), or null when no page
 * has it. A parameter is one non-empty segment; one that does not decode names no page.
 */
export function matchPage(path: string): PageMatch | null {
  const segments = path.split('/');
  for (const page of MATCH_ORDER) {
    const pattern = PAGES[page].path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const isMatch = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params[part.slice(1)] = segment;
      return true;
    });
    if (!isMatch) continue;
    try {
      for (const [name, value] of Object.entries(params)) params[name] = decodeURIComponent(value);
    } catch {
      return null; // a malformed escape names nothing
    }
    return { page, params };
  }
  return null;
}
