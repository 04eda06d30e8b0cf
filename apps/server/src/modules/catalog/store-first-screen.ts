import type { Messages } from '@parallax/core/i18n/en';
import { escapeHtml } from '../../http/html.js';

/** The store's trailer poster: its largest paint, preloaded with the HTML and painted by it. */
export const STORE_POSTER = '/static/demo/trailer-poster.webp';

/** The same frame as JPEG, the picture link previews show (Open Graph readers take JPEG). */
export const STORE_SHARE_IMAGE = '/static/demo/trailer-poster.jpg';

/**
 * The store's first screen as static HTML — the header bar with the logo, and the hero (the
 * trailer's poster, the title and the subtitle) — written into the page's root element, so a
 * phone paints it while the app's JavaScript is still on its way; the app replaces it with the
 * same markup on its first render (`SiteHeader`, `StorePage` and `Trailer` in apps/web: the class
 * names and texts here must stay theirs; e2e/tests/first-screen.spec.ts checks that nothing
 * moves). Without JavaScript it is what the page shows.
 */
export function storeFirstScreenHtml(messages: Messages): string {
  const text = (value: string) => escapeHtml(value);
  return [
    '<div class="layout">',
    '<header class="site-header">',
    `<nav class="site-header-inner" aria-label="${text(messages.header.mainNavigation)}">`,
    `<a href="/" class="logo" aria-label="${text(messages.header.homeLink)}">`,
    '<img src="/favicon.svg" alt="" width="28" height="28"><span>Parallax</span></a>',
    '</nav>',
    '</header>',
    '<main class="site-main" id="main">',
    '<section class="hero">',
    '<div class="trailer"><div class="policy-video trailer-video">',
    `<video class="policy-video-element" poster="${STORE_POSTER}" preload="none" muted playsinline`,
    ` aria-label="${text(messages.store.trailerLabel)}"></video>`,
    '</div></div>',
    `<div class="hero-text"><h1>${text(messages.store.heroTitle)}</h1>`,
    `<p>${text(messages.store.heroSubtitle)}</p></div>`,
    '</section>',
    '</main>',
    '</div>',
  ].join('');
}
