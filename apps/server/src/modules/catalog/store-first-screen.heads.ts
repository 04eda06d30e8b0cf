import { firstScreenHtml, type FirstScreenPage } from '../../http/first-screen.js';
import { html } from '../../http/html.js';

/** The store's trailer poster: its largest paint, preloaded with the HTML and painted by it. */
export const STORE_POSTER = '/static/demo/trailer-poster.webp';

/** The same frame as JPEG, the picture link previews show (Open Graph readers take JPEG). */
export const STORE_SHARE_IMAGE = '/static/demo/trailer-poster.jpg';

/**
 * The store's first screen (http/first-screen.ts): the hero — the trailer's poster, the title
 * and the subtitle — as `StorePage` and `Trailer` in apps/web render it, so a phone paints it
 * while the app's JavaScript is still on its way. Without JavaScript it is what the page shows.
 */
export function storeFirstScreenHtml(page: FirstScreenPage): string {
  const { t } = page;
  const video = html`<video
    class="policy-video-element"
    poster="${STORE_POSTER}"
    preload="none"
    muted
    playsinline
    aria-label="${t('store.trailerLabel')}"
  ></video>`;
  return firstScreenHtml(
    page,
    html`<section class="hero">
      <div class="trailer"><div class="policy-video trailer-video">${video}</div></div>
      <div class="hero-text">
        <h1>${t('store.heroTitle')}</h1>
        <p>${t('store.heroSubtitle')}</p>
      </div>
    </section>`,
  );
}
