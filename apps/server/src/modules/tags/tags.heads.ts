import type { Tag } from '@parallax/core/contracts/tags';
import { DomainError } from '@parallax/core/errors';
import { pagePath } from '@parallax/core/pages';
import type { Language } from '@parallax/core/platform';
import { buildCollectionJsonLd, buildFaqJsonLd } from '@parallax/core/seo/json-ld';
import { absoluteUrl } from '@parallax/core/seo/page-head';
import { firstScreenHtml, firstScreenPage, type FirstScreenPage } from '../../http/first-screen.js';
import { html, type SafeHtml } from '../../http/html.js';
import type { PageHead } from '../../http/page-head.js';
import { cardGridHtml } from '../catalog/content-first-screen.heads.js';
import { GUEST } from '../catalog/viewer.types.js';
import type { TagsService } from './tags.service.js';

const section = (id: string, title: string, body: SafeHtml) =>
  html`<section class="related" aria-labelledby="${id}">
    <h2 id="${id}">${title}</h2>
    ${body}
  </section>`;

/**
 * The tag page's first screen (`TagPage` in apps/web): the title and description, the models,
 * the packs, the related tags and the FAQ (open without JavaScript: native disclosures). The
 * screenshots come with the app, last.
 */
export function tagFirstScreenHtml(page: FirstScreenPage, tag: Tag): string {
  const { t } = page;
  const models = tag.models.map((model) => {
    const picture = model.photo
      ? html`<img src="${model.photo}" alt="" loading="lazy" decoding="async" />`
      : html`<span class="tag-model-initial" aria-hidden="true">${model.name.charAt(0)}</span>`;
    return html`<li>
      <a class="tag-model" href="${page.href(pagePath('model', { slug: model.slug }))}"
        >${picture}<span>${model.name}</span></a
      >
    </li>`;
  });
  const tagHref = (slug: string) => page.href(pagePath('tag', { slug }));
  const related = tag.relatedTags.map(
    (other) =>
      html`<li>
        <a class="chip tag-chip-link" href="${tagHref(other.slug)}">${other.name}</a>
      </li>`,
  );
  const faqs = tag.faqs.map(
    (faq) =>
      html`<details class="tag-faq">
        <summary>${faq.question}</summary>
        <p>${faq.answer}</p>
      </details>`,
  );
  const contents =
    tag.contents.length === 0
      ? html`<p>${t('tag.noContents')}</p>`
      : cardGridHtml(page, tag.contents);
  return firstScreenHtml(
    page,
    html`<article class="content-page tag-page">
      <h1>${tag.h1Content || tag.name}</h1>
      ${tag.description && html`<p class="tag-description">${tag.description}</p>`}${
        models.length > 0 &&
        section(
          'tag-models',
          t('tag.models'),
          html`<ul class="tag-models">
            ${models}
          </ul>`,
        )
      }${section('tag-contents', t('tag.contents'), contents)}${
        related.length > 0 &&
        section(
          'tag-related',
          t('tag.related'),
          html`<ul class="chips">
            ${related}
          </ul>`,
        )
      }${faqs.length > 0 && section('tag-faq', t('tag.faq'), html`<div class="tag-faqs">${faqs}</div>`)}
    </article>`,
  );
}

/** The tag pages as the server serves them: head, first screen, the packs and the FAQ. */
export function createTagsHeads({ tags, publicUrl }: { tags: TagsService; publicUrl: string }) {
  return {
    /** `/tags/{slug}`; null when the slug names no tag (HTTP 404). */
    async tag(slug: string, language: Language): Promise<PageHead | null> {
      let tag: Tag;
      try {
        tag = await tags.get(slug, { ...GUEST, language });
      } catch (error) {
        if (error instanceof DomainError && error.errorType === 'TagNotFound') return null;
        throw error;
      }
      const title = tag.metaTitle || `${tag.name} | Parallax`;
      const description = tag.metaDescription || tag.description;
      return {
        title,
        description,
        // Link previews show the first pack's cover.
        image: tag.contents[0] ? absoluteUrl(publicUrl, tag.contents[0].cover) : null,
        firstScreen: tagFirstScreenHtml(firstScreenPage(language), tag),
        jsonLd: [
          buildCollectionJsonLd({
            baseUrl: publicUrl,
            language,
            path: pagePath('tag', { slug: tag.slug }),
            name: tag.h1Content || tag.name,
            description,
            items: tag.contents,
          }),
          ...(tag.faqs.length > 0 ? [buildFaqJsonLd(tag.faqs)] : []),
        ],
      };
    },
  };
}
