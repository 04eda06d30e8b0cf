import type { BlogPost } from '@parallax/core/contracts/blog';
import type { ContentBlock } from '@parallax/core/contracts/documents';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import { formatCalendarDate } from '@parallax/core/rules/release';
import { buildBlogPostJsonLd } from '@parallax/core/seo/json-ld';
import { absoluteUrl } from '@parallax/core/seo/page-head';
import {
  backLinkHtml,
  firstScreenHtml,
  firstScreenPage,
  type FirstScreenPage,
} from '../../http/first-screen.js';
import { html, type SafeHtml } from '../../http/html.js';
import type { PageHead } from '../../http/page-head.js';
import type { BlogService } from './blog.service.js';

/** A block as `ContentBlocks` in apps/web writes it (e-mail addresses become links there). */
function blockHtml(block: ContentBlock, index: number): SafeHtml {
  switch (block.type) {
    case 'header1':
      return html`<h1>${block.text}</h1>`;
    case 'header2':
      return html`<h2>${block.text}</h2>`;
    case 'header3':
      return html`<h3>${block.text}</h3>`;
    case 'text':
      return html`<p>${block.text}</p>`;
    case 'list':
      return html`<ul>
        ${block.items.map((item) => html`<li>${item}</li>`)}
      </ul>`;
    case 'listNew':
      return html`<ol class="prose-steps">
        ${block.items.map((item) => html`<li><strong class="prose-step-title">${item.title}</strong> ${item.text}</li>`)}
      </ol>`;
    case 'table': {
      const captionId = `table-caption-${index}`;
      const head = block.headers.map((header) => html`<th scope="col">${header}</th>`);
      // The first cell names the row.
      const rows = block.rows.map(
        (row) =>
          html`<tr>
            ${row.map((cell, column) => (column === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}
          </tr>`,
      );
      const caption =
        block.caption &&
        html`<caption id="${captionId}">
          ${block.caption}
        </caption>`;
      return html`<div
        class="prose-table"
        role="region"
        ${block.caption ? html` aria-labelledby="${captionId}"` : ''}
        tabindex="0"
      >
        <table>
          ${caption}
          <thead>
            <tr>
              ${head}
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>
      </div>`;
    }
    case 'img':
      return html`<figure class="prose-figure">
        <img
          src="${block.src}"
          alt="${block.alt}"
          width="${block.width}"
          height="${block.height}"
          loading="lazy"
          decoding="async"
        />${block.caption && html`<figcaption>${block.caption}</figcaption>`}
      </figure>`;
  }
}

/**
 * A blog post's first screen (`BlogPostPage` in apps/web): the back link, the title, the date
 * and reading time, the cover and the whole text. A post without a translation is in English,
 * marked so, with the page's own texts in the page's language.
 */
export function blogPostFirstScreenHtml(page: FirstScreenPage, post: BlogPost): string {
  const { t, language } = page;
  const isOtherLanguage = post.language !== language;
  const meta = html`<p class="blog-meta" lang="${language}">
    <time datetime="${post.publishedAt}">${formatCalendarDate(post.publishedAt, language)}</time
    ><span aria-hidden="true"> · </span
    ><span>${t('blog.readingTime', { count: post.readingMinutes })}</span>
  </p>`;
  const back = backLinkHtml(page, '/blog', 'blog.back', isOtherLanguage ? language : undefined);
  return firstScreenHtml(
    page,
    html`<article class="prose-page prose" ${isOtherLanguage && html` lang="${post.language}"`}>
      ${back}
      <header class="prose-header">
        <h1>${post.title}</h1>
        ${meta}
      </header>
      <img
        class="blog-post-cover"
        src="${post.cover}"
        alt="${post.coverAlt}"
        width="960"
        height="540"
        fetchpriority="high"
      />${post.blocks.map(blockHtml)}
    </article>`,
  );
}

/** The blog post pages as the server serves them: head, first screen and the BlogPosting. */
export function createBlogHeads({ blog, publicUrl }: { blog: BlogService; publicUrl: string }) {
  return {
    /** `/blog/{slug}`; null when the slug names no published post (HTTP 404). */
    async post(slug: string, language: Language): Promise<PageHead | null> {
      let post: BlogPost;
      try {
        post = await blog.get(slug, language);
      } catch (error) {
        if (error instanceof DomainError && error.errorType === 'BlogPostNotFound') return null;
        throw error;
      }
      return {
        title: `${post.title} | Parallax`,
        description: post.excerpt,
        image: absoluteUrl(publicUrl, post.cover),
        type: 'article',
        preloadImages: [post.cover],
        firstScreen: blogPostFirstScreenHtml(firstScreenPage(language), post),
        jsonLd: [buildBlogPostJsonLd({ baseUrl: publicUrl, language }, post)],
      };
    },
  };
}
