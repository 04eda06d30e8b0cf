import { splitLanguagePath } from '@parallax/core/rules/language-path';
import { safeHref } from '@parallax/core/rules/links';

export type NotificationTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * spec 2 §3 Notification: a link is internal when it starts with the site URL (the app navigates
 * to its path, in the language of the page), otherwise external (a new tab). `siteUrls` are the
 * addresses the site answers at (its origin). The site URL must end where the link's path starts:
 * `https://parallax.example.evil` does not start `https://parallax.example`. A path of the site
 * (`/content/x`) is internal too; anything that is not a web address is no link at all. A link
 * is internal only when the browser reads it as the site's too: never with a backslash (read as
 * a slash, `/\\evil.example` leads off the site) nor when it resolves to another origin.
 */
export function notificationTarget(
  link: string | null,
  siteUrls: readonly string[],
): NotificationTarget | null {
  const address = link?.trim();
  if (!address) return null;
  if (!address.includes('\\')) {
    if (address.startsWith('/') && !address.startsWith('//') && staysOn(address, PATH_BASE)) {
      return { kind: 'internal', path: withoutLanguage(address) };
    }
    for (const site of siteUrls) {
      const base = site.replace(/\/+$/, '');
      if (!base || !address.toLowerCase().startsWith(base.toLowerCase())) continue;
      if (!staysOn(address, base)) continue;
      const rest = address.slice(base.length);
      if (rest === '') return { kind: 'internal', path: '/' };
      if (/^[/?#]/.test(rest)) {
        return {
          kind: 'internal',
          path: withoutLanguage(rest.startsWith('/') ? rest : `/${rest}`),
        };
      }
    }
  }
  const href = safeHref(address);
  return href ? { kind: 'external', href } : null;
}

/** Any origin will do to tell whether a path stays on the site it is read on. */
const PATH_BASE = 'https://site.invalid';

/** Whether `address`, read on `site` as a browser reads it, is still on `site`'s origin. */
function staysOn(address: string, site: string): boolean {
  try {
    return new URL(address, site).origin === new URL(site).origin;
  } catch {
    return false;
  }
}

/** The router adds the page's language itself (lib/language-address.ts): `/es/x?a` → `/x?a`. */
function withoutLanguage(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const suffix = end === -1 ? '' : path.slice(end);
  return splitLanguagePath(pathname).path + suffix;
}
