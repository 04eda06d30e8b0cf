import { matchPage, type Page } from '@parallax/core/pages';

/**
 * spec 1 §2, spec 2 §4 push prompt: counted on the main (store), content and promo routes. The
 * promo route is CONTENT_PROMO of spec 2 §2, the origins pack page (/content-promo/:slug).
 */
export const PUSH_PROMPT_PAGES: readonly Page[] = ['store', 'content', 'originsPack'];

/** How many distinct paths are remembered: the second one is all the rule needs. */
const REMEMBERED_PATHS = 2;

/** The path counted for the prompt (the router's path, without its language), or null. */
export function promptPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = matchPage(path);
  return match && PUSH_PROMPT_PAGES.includes(match.page) ? path : null;
}

/** The visited paths with `path` added when it is new. */
export function withVisitedPath(visited: readonly string[], path: string): readonly string[] {
  if (visited.includes(path) || visited.length >= REMEMBERED_PATHS) return visited;
  return [...visited, path];
}

export function parseVisitedPaths(raw: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((path): path is string => typeof path === 'string').slice(0, REMEMBERED_PATHS)
      : [];
  } catch {
    return [];
  }
}

export type PushPermission = NotificationPermission | 'unsupported';

/**
 * spec 2 §4: shown on the second distinct visited path among main, content and promo routes,
 * only when consent is unset (null; undefined while it is being read) and the browser's
 * permission is still `default` (never asked, not blocked). From then on it shows on the counted
 * pages until answered.
 */
export function shouldShowPushPrompt({
  visited,
  currentPath,
  consent,
  permission,
  isBot,
}: {
  visited: readonly string[];
  /** promptPath() of the current page. */
  currentPath: string | null;
  consent: boolean | null | undefined;
  permission: PushPermission;
  isBot: boolean;
}): boolean {
  return (
    !isBot &&
    consent === null &&
    permission === 'default' &&
    currentPath !== null &&
    visited.length >= 2
  );
}
