import type { ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { pagePath } from '@parallax/core/pages';
import { joinModelNames } from '@parallax/core/rules/models';
import { discountPercent, formatPrice } from '@parallax/core/rules/price';
import { releaseTexts } from '@parallax/core/rules/release';
import { backLinkHtml, firstScreenHtml, type FirstScreenPage } from '../../http/first-screen.js';
import { html, type SafeHtml } from '../../http/html.js';

/** The previews' size: wide pictures in a 16:9 stage, which the page's CSS sizes. */
const PREVIEW_SIZE = { width: 960, height: 540 };

/** The pack's first preview, its largest paint: preloaded with the HTML. */
export function contentMainImage(pack: Pick<ContentPack, 'previews' | 'storePreview'>): string {
  return pack.previews[0]?.imageUrl ?? pack.storePreview;
}

const playIcon = (size: number) =>
  html`<svg
    width="${size}"
    height="${size}"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M8 5.5v13l11-6.5z" fill="currentColor"></path>
  </svg>`;

/** `PriceTag`: the price, and the old price with the rounded discount when there is one. */
export function priceTagHtml({ t }: FirstScreenPage, price: number, initialPrice: number) {
  if (price === 0) return html`<span class="price">${t('content.free')}</span>`;
  const percent = discountPercent(initialPrice, price);
  const old =
    percent > 0 &&
    html`<s
        class="price-old"
        aria-label="${`${t('content.oldPrice')} ${formatPrice(initialPrice)}`}"
        >${formatPrice(initialPrice)}</s
      ><span class="price-discount">${t('content.discount', { percent })}</span>`;
  return html`<span class="price"
    ><span class="price-current">${formatPrice(price)}</span>${old}</span
  >`;
}

/** `ContentGallery` before any choice: the first preview on the stage and the thumbnails. */
function galleryHtml(page: FirstScreenPage, pack: ContentPack): SafeHtml {
  const { t } = page;
  const previews =
    pack.previews.length > 0
      ? pack.previews
      : [{ imageUrl: pack.storePreview, videoUrl: null, videoDuration: null }];
  const count = previews.length;
  const [first] = previews;
  const size = html`width="${PREVIEW_SIZE.width}" height="${PREVIEW_SIZE.height}"`;
  // A video preview shows its poster; playing it is the app's (spec 1 §6 content policy).
  const stage = first?.videoUrl
    ? html`<div class="policy-video ">
        <video
          class="policy-video-element"
          poster="${first.imageUrl}"
          ${size}
          preload="none"
          muted
          loop
          playsinline
          aria-label="${t('content.galleryVideo', { title: pack.title })}"
        ></video>
      </div>`
    : html`<img
        src="${first?.imageUrl ?? ''}"
        alt="${t('content.galleryImage', { title: pack.title, index: 1, count })}"
        ${size}
        fetchpriority="high"
      />`;
  const thumbnails =
    count > 1 &&
    html`<ul class="gallery-thumbnails">
      ${previews.map(
        (preview, index) =>
          html`<li>
            <button
              type="button"
              class="gallery-thumbnail"
              aria-pressed="${index === 0 ? 'true' : 'false'}"
            >
              <span class="visually-hidden"
                >${t('content.showPreview', { index: index + 1, count })}</span
              ><img
                src="${preview.imageUrl}"
                alt=""
                loading="lazy"
                decoding="async"
              />${preview.videoUrl && html`<span class="gallery-thumbnail-video">${playIcon(14)}${t('content.videoThumbnail')}</span>`}
            </button>
          </li>`,
      )}
    </ul>`;
  return html`<section
    class="content-gallery arrows-${pack.customization.arrowTheme}"
    aria-label="${t('content.gallery')}"
  >
    <div class="gallery-stage">${stage}</div>
    ${thumbnails}
  </section>`;
}

/** `ContentOffer` without its actions (they come with the app, last in the offer). */
function offerHtml(page: FirstScreenPage, pack: ContentPack): SafeHtml {
  const { t, language } = page;
  const tariffs = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    pack.availableYearAndLifetimeTariffs.map((tariff) => tariff.name),
  );
  const customPrice =
    pack.isAllowedToSetCustomPrice &&
    html`<div class="content-note content-custom-price">
      ${pack.customPriceText && html`<p>${pack.customPriceText}</p>`}${pack.customPriceLowerBound !== null && html`<p>${t('content.customPrice', { price: formatPrice(pack.customPriceLowerBound) })}</p>`}
    </div>`;
  const exclusive =
    pack.isExclusiveForYearAndLifetime &&
    html`<p class="content-note content-exclusive">
      ${tariffs ? t('content.exclusiveFor', { tariffs }) : t('content.exclusive')}
    </p>`;
  return html`<div class="content-offer">
    <div class="content-price">
      <span class="visually-hidden">${t('content.price')}</span
      >${priceTagHtml(page, pack.price, pack.initialPrice)}
    </div>
    ${customPrice}${pack.hasTrial && html`<p class="content-note">${t('content.trial')}</p>`}${exclusive}
  </div>`;
}

/**
 * The content page's first screen (`ContentPage` in apps/web): the back link, the gallery, and
 * the summary — title, badges, description and the offer. The scenes, facts and related packs
 * come with the app, below it.
 */
export function contentFirstScreenHtml(page: FirstScreenPage, pack: ContentPack): string {
  const { t } = page;
  const badges = html`${pack.isPreview && html`<span class="badge">${t('store.comingSoon')}</span>`}${pack.isDemo && html`<span class="badge badge-demo">${t('store.demo')}</span>`}${pack.isBonusContent && html`<span class="badge badge-bonus">${t('content.bonus')}</span>`}`;
  const summary = html`<div class="content-summary">
    <h1>${pack.title}</h1>
    <p class="content-badges">${badges}</p>
    <p class="content-description">${pack.description}</p>
    ${offerHtml(page, pack)}
  </div>`;
  return firstScreenHtml(
    page,
    // No pack colours here: the page's Content-Security-Policy refuses style attributes in markup
    // (the app sets them through the DOM), and colours move no box.
    html`<article class="content-page" data-themes="${pack.customization.themes.join(' ')}">
      ${backLinkHtml(page, '/', 'content.back')}
      <div class="content-top">${galleryHtml(page, pack)}${summary}</div>
    </article>`,
  );
}

/** `ContentCard`: a pack's card linking to its page, or a coming-soon card. */
function cardHtml(page: FirstScreenPage, item: ContentShortItem): SafeHtml {
  const { t } = page;
  const ratio = item.isDynamic ? 'card-dynamic' : 'card-still';
  const cover = html`<img
    class="card-cover"
    src="${item.cover}"
    alt=""
    loading="lazy"
    decoding="async"
  />`;
  if (item.isPreview) {
    const release = releaseTexts(item, page.language, page.t, new Date());
    const models = joinModelNames(item.modelsShortList);
    return html`<article class="card card-preview ${ratio}" aria-label="${item.title}">
      ${cover}
      <div class="card-body">
        <span class="badge">${t('store.comingSoon')}</span>
        ${release.week && html`<span class="badge badge-release">${release.week}</span>`}
        <h3 class="card-title">${item.title}</h3>
        ${models && html`<p class="card-meta card-models">${models}</p>`}${item.role && html`<p class="card-meta card-role">${item.role}</p>`}${release.date && html`<p class="card-meta card-release"><time datetime="${item.releaseDate ?? ''}">${release.date}</time></p>`}
      </div>
    </article>`;
  }
  const badges = html`${item.isDemo && html`<span class="badge badge-demo">${t('store.demo')}</span>`}${item.isBonusContent && html`<span class="badge badge-bonus">${t('store.bonus')}</span>`}`;
  return html`<article class="card ${ratio}">
    <a href="${page.href(pagePath('content', { slug: item.slug }))}" class="card-link"
      >${cover}
      <div class="card-body">
        ${badges}
        <h3 class="card-title">${item.title}</h3>
        <p class="card-meta">${t('store.scenes', { count: item.countOfScenes })}</p>
        ${priceTagHtml(page, item.price, item.initialPrice)}
      </div></a
    >
  </article>`;
}

/** `CardGrid` (the store variant): the packs of a model or a tag. */
export function cardGridHtml(page: FirstScreenPage, items: readonly ContentShortItem[]): SafeHtml {
  return html`<ul class="card-grid">
    ${items.map((item) => html`<li>${cardHtml(page, item)}</li>`)}
  </ul>`;
}
