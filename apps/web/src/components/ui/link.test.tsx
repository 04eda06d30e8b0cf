import { act } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { Link, NavLink } from './link';

setUpComponentTests();

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function Links() {
  return (
    <nav>
      <Where />
      <Link to="/packs?sort=new" className="plain" data-testid="packs">
        Packs
      </Link>
      <Link to={{ pathname: '/tags', search: '?area=sport' }} data-testid="tags">
        Tags
      </Link>
      <Link to="https://help.example/faq" data-testid="help">
        Help
      </Link>
      <NavLink to="/library" className="header-link" data-testid="library">
        Library
      </NavLink>
    </nav>
  );
}

const routes = ['/', '/packs', '/tags', '/library', '/library/downloads', '/library-old'].map(
  (path) => ({ path, element: <Links /> }),
);

const element = (id: string) => {
  const found = document.querySelector<HTMLAnchorElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const where = () => element('where').textContent;

function click(id: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    element(id).dispatchEvent(event);
  });
  return event;
}

describe('Link', () => {
  it('points at its page and moves there within the app on a plain click', async () => {
    await renderRoutes(routes, { session: aSession() });
    expect(element('packs').getAttribute('href')).toBe('/packs?sort=new');
    expect(element('packs').className).toBe('plain');
    expect(element('tags').getAttribute('href')).toBe('/tags?area=sport');

    const event = click('packs');
    expect(event.defaultPrevented).toBe(true);
    expect(where()).toBe('/packs?sort=new');
    click('tags');
    expect(where()).toBe('/tags?area=sport');
  });

  it('leaves a modified click (a new tab) and a full address to the browser', async () => {
    await renderRoutes(routes, { session: aSession() });
    expect(click('packs', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(where()).toBe('/');
    expect(element('help').getAttribute('href')).toBe('https://help.example/faq');
    // jsdom does not navigate: the click is left to the browser, the app stays where it was.
    expect(click('help').defaultPrevented).toBe(false);
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  it('is the current page on its page and the pages below it, not on a look-alike', async () => {
    await renderRoutes(routes, { session: aSession(), url: '/library/downloads' });
    expect(element('library').getAttribute('aria-current')).toBe('page');
    expect(element('library').className).toBe('header-link active');
  });

  it('is a plain link elsewhere', async () => {
    await renderRoutes(routes, { session: aSession(), url: '/library-old' });
    expect(element('library').hasAttribute('aria-current')).toBe(false);
    expect(element('library').className).toBe('header-link');
    click('library');
    expect(where()).toBe('/library');
    expect(element('library').getAttribute('aria-current')).toBe('page');
  });
});
