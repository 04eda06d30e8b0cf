import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/*
 * The site's links: React Router's navigation (the address in `href`, a plain click moves within
 * the app, a modified one opens a tab) without its framework's prefetch and form machinery, which
 * the router's own Link brings along and the site never uses (about 2 KiB of the store page's
 * script). eslint.config.js keeps react-router's Link and NavLink out of the app.
 */

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Within the site: a path, or a path's parts; a full address leaves the app. */
  to: To;
  /** Replaces the current history entry (by default only when it is the same page). */
  replace?: boolean;
  /** History state the page arrived at reads. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** `scheme:` or `//host`: an address outside the app's routes. */
const ABSOLUTE_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const isExternal = typeof to === 'string' && ABSOLUTE_ADDRESS.test(to);
  const href = useHref(isExternal ? '.' : to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !isExternal) navigate(event);
  };
  return <a {...rest} href={isExternal ? to : href} target={target} onClick={handleClick} />;
}

/**
 * A link that knows when its page is the current one (the header's Library): `aria-current="page"`
 * and the `active` class on it and on the pages below it.
 */
export function NavLink({ to, className, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = pathname.toLowerCase();
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const isActive = current === target || (current.startsWith(base) && current[base.length] === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
