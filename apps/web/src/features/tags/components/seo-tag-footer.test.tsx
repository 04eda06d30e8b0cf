import { describe, expect, it } from 'vitest';
import { apiError, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { SeoTagFooter } from './seo-tag-footer';

const TAGS = 'GET /store/api/v1/tags';

setUpComponentTests();

async function renderFooter() {
  await renderRoutes([{ path: '/', element: <SeoTagFooter /> }], { session: aSession() });
  await settle();
}

describe('the SEO tag footer (spec 1 §2 footer)', () => {
  it('is a labelled navigation linking every tag to its page', async () => {
    const network = stubFetch({
      [TAGS]: () =>
        json([
          { slug: 'mountains', name: 'Mountains' },
          { slug: '360-degrees', name: '360°' },
        ]),
    });
    await renderFooter();
    const nav = document.querySelector('nav');
    const heading = document.getElementById(nav?.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Explore by tag');
    const links = [...(nav?.querySelectorAll('a') ?? [])].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Mountains', '/tags/mountains'],
      ['360°', '/tags/360-degrees'],
    ]);
    expect(network.callsTo(TAGS)).toHaveLength(1);
  });

  it('renders nothing when there are no tags', async () => {
    stubFetch({ [TAGS]: () => json([]) });
    await renderFooter();
    expect(document.querySelector('nav')).toBeNull();
  });

  it('renders nothing when the list cannot be loaded', async () => {
    stubFetch({ [TAGS]: () => apiError(404, 'NotFound') });
    await renderFooter();
    expect(document.querySelector('nav')).toBeNull();
  });
});
