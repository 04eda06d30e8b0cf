import { describe, expect, it } from 'vitest';
import { renderPageHtml } from './page-head.js';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Parallax — VR and 2D content store</title>
    <meta
      name="description"
      content="Default description"
    />
    <script type="module" src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/en-abc.js" data-language="en">
    <link rel="modulepreload" crossorigin href="/assets/es-abc.js" data-language="es">
    <link rel="stylesheet" crossorigin href="/assets/content-page-abc.css" data-page="content">
    <link rel="modulepreload" crossorigin href="/assets/content-page-abc.js" data-page="content">
    <link rel="stylesheet" crossorigin href="/assets/origins-page-abc.css" data-page="content-promo">
  </head>
  <body><div id="root"></div></body>
</html>`;

const page = { publicUrl: 'https://parallax.example', path: '/content/a', language: 'es' as const };

describe('the head written into index.html', () => {
  it('replaces the default title and description and adds Open Graph, addresses and lang', () => {
    const html = renderPageHtml(
      template,
      {
        title: 'Amanecer & "cumbres"',
        description: 'Una <b>escena</b>',
        image: '/static/demo/a.jpg',
      },
      page,
    );
    expect(html).not.toContain('Default description');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title data-ssr>Amanecer &amp; &quot;cumbres&quot;</title>');
    expect(html).toContain(
      '<meta name="description" content="Una &lt;b&gt;escena&lt;/b&gt;" data-ssr>',
    );
    // The page in Spanish is at its Spanish address, which names the English one too.
    expect(html).toContain(
      '<link rel="canonical" href="https://parallax.example/es/content/a" data-ssr>',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://parallax.example/es/content/a" data-ssr>',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://parallax.example/content/a" data-ssr>',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es" href="https://parallax.example/es/content/a" data-ssr>',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://parallax.example/content/a" data-ssr>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://parallax.example/static/demo/a.jpg" data-ssr>',
    );
    expect(html).toContain('<meta property="og:locale" content="es_ES" data-ssr>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" data-ssr>');
    const english = renderPageHtml(
      template,
      { title: 't', description: 'd' },
      {
        ...page,
        language: 'en',
      },
    );
    expect(english).toContain(
      '<link rel="canonical" href="https://parallax.example/content/a" data-ssr>',
    );
    // The app's own script stays where it was.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const html = renderPageHtml(
      template,
      {
        title: 't',
        description: 'd',
        jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
      },
      page,
    );
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json" data-ssr>(.*?)<\/script>/g),
    ];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('preloads the pictures the page paints first', () => {
    const html = renderPageHtml(
      template,
      { title: 't', description: 'd', preloadImages: ['/static/demo/trailer-poster.jpg'] },
      page,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/static/demo/trailer-poster.jpg" fetchpriority="high" data-ssr>',
    );
  });

  it("preloads the message catalogue of the page's language only", () => {
    const html = renderPageHtml(template, { title: 't', description: 'd' }, page);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/es-abc.js" data-language="es">',
    );
    expect(html).not.toContain('/assets/en-abc.js');
    const english = renderPageHtml(
      template,
      { title: 't', description: 'd' },
      {
        ...page,
        language: 'en',
      },
    );
    expect(english).toContain('/assets/en-abc.js');
    expect(english).not.toContain('/assets/es-abc.js');
  });

  it('keeps the stylesheet and code of the served page only, which its first screen needs', () => {
    const content = renderPageHtml(
      template,
      { title: 't', description: 'd', assets: 'content' },
      page,
    );
    expect(content).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/content-page-abc.css" data-page="content">',
    );
    expect(content).toContain('/assets/content-page-abc.js');
    expect(content).not.toContain('origins-page-abc.css');
    const store = renderPageHtml(template, { title: 't', description: 'd' }, page);
    expect(store).not.toContain('data-page');
  });

  it("writes the page's first screen into the app's root element", () => {
    const firstScreen = '<main class="site-main"><h1>Entra en la imagen</h1></main>';
    const html = renderPageHtml(template, { title: 't', description: 'd', firstScreen }, page);
    expect(html).toContain(`<div id="root">${firstScreen}</div>`);
    expect(renderPageHtml(template, { title: 't', description: 'd' }, page)).toContain(
      '<div id="root"></div>',
    );
  });

  it('keeps private and missing pages out of search results', () => {
    const html = renderPageHtml(template, { title: 't', description: 'd', noindex: true }, page);
    expect(html).toContain('<meta name="robots" content="noindex" data-ssr>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });
});
