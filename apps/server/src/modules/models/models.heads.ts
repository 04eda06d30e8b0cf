import type { Model } from '@parallax/core/contracts/models';
import { DomainError } from '@parallax/core/errors';
import { pagePath } from '@parallax/core/pages';
import type { Language } from '@parallax/core/platform';
import { modelInitials } from '@parallax/core/rules/models';
import { buildModelPageJsonLd } from '@parallax/core/seo/json-ld';
import { absoluteUrl } from '@parallax/core/seo/page-head';
import {
  backLinkHtml,
  firstScreenHtml,
  firstScreenPage,
  type FirstScreenPage,
} from '../../http/first-screen.js';
import { html, type SafeHtml } from '../../http/html.js';
import type { PageHead } from '../../http/page-head.js';
import { cardGridHtml } from '../catalog/content-first-screen.heads.js';
import { GUEST } from '../catalog/viewer.types.js';
import type { ModelsService } from './models.service.js';

/**
 * `ModelPhoto`: the photo, or the model's initials on a tile. The page's CSS gives it its width
 * and a 3:4 ratio; a height attribute would override the ratio, so there is none.
 */
function photoHtml(model: Model): SafeHtml {
  if (!model.photo) {
    return html`<div class="model-photo model-photo-empty" aria-hidden="true">
      ${modelInitials(model.name)}
    </div>`;
  }
  return html`<img class="model-photo" src="${model.photo}" alt="" fetchpriority="high" />`;
}

const fact = (label: string, value: SafeHtml | string) =>
  html`<div class="fact">
    <dt>${label}</dt>
    <dd>${value}</dd>
  </div>`;

/** A titled part of the profile (`section` labelled by its `h2`), as the model page has three. */
const part = (id: string, title: string, body: SafeHtml) =>
  html`<section aria-labelledby="${id}">
    <h2 id="${id}" class="model-subtitle">${title}</h2>
    ${body}
  </section>`;

/** The model page's first screen (`ModelPage` in apps/web): the whole profile and the memories. */
export function modelFirstScreenHtml(page: FirstScreenPage, model: Model): string {
  const { t } = page;
  const na = t('common.na');
  // spec 2 §2: N/A for every empty parameter.
  const orNa = (value: string | number | null) =>
    value === null || value === '' ? na : String(value);
  const facts = [
    fact(
      t('model.height'),
      model.height === null ? na : t('model.heightValue', { value: model.height }),
    ),
    fact(t('model.breastSize'), orNa(model.breastSizeIndex)),
    fact(
      t('model.weight'),
      model.weight === null ? na : t('model.weightValue', { value: model.weight }),
    ),
    fact(t('model.hairColor'), orNa(model.hairColor)),
    fact(t('model.ethnicity'), orNa(model.ethnicity)),
    fact(t('model.age'), orNa(model.age)),
    fact(t('model.quote'), model.quote ? html`<q class="model-quote">${model.quote}</q>` : na),
  ];
  const networks = model.socialNetworksLinks.map((link) => {
    const network = t(`model.networks.${link.socialNetwork}`);
    return html`<li>
      <a
        class="chip model-chip-link"
        href="${link.link}"
        target="_blank"
        rel="noopener noreferrer"
        aria-label="${t('model.socialLink', { name: model.name, network })}"
        >${network}</a
      >
    </li>`;
  });
  const tagHref = (slug: string) => page.href(pagePath('tag', { slug }));
  const tags = model.tags.map(
    (tag) =>
      html`<li>
        <a class="chip model-chip-link" href="${tagHref(tag.slug)}">${tag.name}</a>
      </li>`,
  );
  const chips = (items: SafeHtml[]) =>
    items.length === 0
      ? html`<p>${na}</p>`
      : html`<ul class="chips">
          ${items}
        </ul>`;
  const details = html`<div class="model-details">
    <h1>${model.name}</h1>
    <dl class="model-facts" aria-label="${t('model.parameters')}">${facts}</dl>
    ${part('model-social', t('model.social'), chips(networks))}${part('model-about', t('model.about'), html`<p class="model-description">${model.description ?? na}</p>`)}${part('model-tags', t('model.tags'), chips(tags))}
  </div>`;
  const memories =
    model.contents.length === 0
      ? html`<p>${t('models.noMemories')}</p>`
      : cardGridHtml(page, model.contents);
  return firstScreenHtml(
    page,
    html`<article class="content-page model-page">
      ${backLinkHtml(page, '/pornstars', 'model.back')}
      <div class="model-profile">${photoHtml(model)}${details}</div>
      <section class="related" aria-labelledby="model-memories">
        <h2 id="model-memories">${t('model.memories')}</h2>
        ${memories}
      </section>
    </article>`,
  );
}

/** The model pages as the server serves them: head, first screen and the model as a Person. */
export function createModelsHeads({
  models,
  publicUrl,
}: {
  models: ModelsService;
  publicUrl: string;
}) {
  return {
    /** `/pornstars/{slug}`; null when the slug names no model (HTTP 404). */
    async model(slug: string, language: Language): Promise<PageHead | null> {
      let model: Model;
      try {
        model = await models.get(slug, { ...GUEST, language });
      } catch (error) {
        if (error instanceof DomainError && error.errorType === 'ModelNotFound') return null;
        throw error;
      }
      return {
        title: model.seoTags.metaTitle,
        description: model.seoTags.metaDescription,
        image: model.seoOpenGraph.image && absoluteUrl(publicUrl, model.seoOpenGraph.image),
        type: 'profile',
        preloadImages: model.photo ? [model.photo] : [],
        firstScreen: modelFirstScreenHtml(firstScreenPage(language), model),
        jsonLd: [buildModelPageJsonLd({ baseUrl: publicUrl, language }, model)],
      };
    },
  };
}
