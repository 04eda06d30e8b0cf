import type { OriginsPack } from '@parallax/core/contracts/origins';
import { DomainError } from '@parallax/core/errors';
import { pagePath } from '@parallax/core/pages';
import type { Language } from '@parallax/core/platform';
import { buildCollectionJsonLd } from '@parallax/core/seo/json-ld';
import { absoluteUrl } from '@parallax/core/seo/page-head';
import {
  backLinkHtml,
  firstScreenHtml,
  firstScreenPage,
  type FirstScreenPage,
} from '../../http/first-screen.js';
import { html } from '../../http/html.js';
import type { PageHead } from '../../http/page-head.js';
import { GUEST } from '../catalog/viewer.types.js';
import type { OriginsService } from './origins.service.js';

/** The picture the page shows for the pack: the locked one until the viewer unlocks it. */
const heroImage = ({ isLocked, originsPackDto: pack }: OriginsPack) =>
  isLocked ? pack.imageLocked : pack.imageUnlocked;

/**
 * The origins pack page's first screen (`OriginsPage` in apps/web): the back link and the hero —
 * picture, lock badge, title and description — as a guest sees it (locked). The collection and
 * the rewards come with the app, below it.
 */
export function originsFirstScreenHtml(page: FirstScreenPage, origins: OriginsPack): string {
  const { t } = page;
  const { isLocked, originsPackDto: pack } = origins;
  const badge = isLocked
    ? html`<span class="badge origins-badge-locked">${t('origins.locked')}</span>`
    : html`<span class="badge origins-badge-unlocked">${t('origins.unlocked')}</span>`;
  const text = html`<div class="origins-hero-text">
    ${badge}
    <h1>${pack.title}</h1>
    <p class="origins-description">
      ${isLocked ? pack.descriptionLocked : pack.descriptionUnlocked}
    </p>
  </div>`;
  return firstScreenHtml(
    page,
    html`<article class="content-page origins-page" data-locked="${String(isLocked)}">
      ${backLinkHtml(page, '/', 'origins.back')}
      <header class="origins-hero">
        <img
          class="origins-hero-image"
          src="${heroImage(origins)}"
          alt=""
          fetchpriority="high"
        />${text}
      </header>
    </article>`,
  );
}

/** The origins pack pages as the server serves them: head, first screen and the collection. */
export function createOriginsHeads({
  origins,
  publicUrl,
}: {
  origins: OriginsService;
  publicUrl: string;
}) {
  return {
    /** `/content-promo/{slug}`; null when the slug names no origins pack (HTTP 404). */
    async originsPack(slug: string, language: Language): Promise<PageHead | null> {
      let found: OriginsPack;
      try {
        found = await origins.get(slug, { ...GUEST, language });
      } catch (error) {
        if (error instanceof DomainError && error.errorType === 'OriginsPackNotFound') return null;
        throw error;
      }
      const pack = found.originsPackDto;
      const title = pack.seo?.metaTitle ?? `${pack.title} | Parallax`;
      const description = pack.seo?.metaDescription ?? pack.descriptionAtStore;
      return {
        title,
        description,
        image: absoluteUrl(publicUrl, heroImage(found)),
        preloadImages: [heroImage(found)],
        firstScreen: originsFirstScreenHtml(firstScreenPage(language), found),
        jsonLd: [
          buildCollectionJsonLd({
            baseUrl: publicUrl,
            language,
            path: pagePath('originsPack', { slug: found.slug }),
            name: pack.title,
            description,
            // What each pack costs bought with the collection.
            items: found.categoryContents.map((item) => ({ ...item, price: item.collectionPrice })),
          }),
        ],
      };
    },
  };
}
