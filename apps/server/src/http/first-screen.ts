import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { createTranslator, type TFunction } from '@parallax/core/i18n/translate';
import type { Language } from '@parallax/core/platform';
import { localizedPath } from '@parallax/core/rules/language-path';
import { html, type SafeHtml } from './html.js';

/**
 * The first screen of a page as static HTML, written into the page's root element so a browser
 * paints it before the app's JavaScript arrives and a crawler without JavaScript reads it. It is
 * the app's own markup — class names, texts (the same catalogue and translator) and structure —
 * so the app's first render replaces it with the same boxes (e2e/tests/first-screen.spec.ts and
 * page-first-screens.spec.ts check that nothing moves). Only what the app shows at once from the
 * page's data goes in: nothing the app adds later may sit above it.
 */

/** A page being written: its language, its translator and addresses in its language. */
export type FirstScreenPage = {
  language: Language;
  t: TFunction;
  /** A link to another page, in this page's language (the app's links keep the language too). */
  href: (path: string) => string;
};

const MESSAGES = { en, es } as const;

export function firstScreenPage(language: Language): FirstScreenPage {
  return {
    language,
    t: createTranslator(language, MESSAGES[language]),
    href: (path) => localizedPath(path, language),
  };
}

/**
 * The layout around a page's first screen: the header bar with the logo (`SiteHeader`; its other
 * controls come with the app, inside the bar's fixed height) and the main element (`RootLayout`).
 */
export function firstScreenHtml({ t, href }: FirstScreenPage, main: SafeHtml): string {
  // No whitespace between elements: the app's render has none either.
  const logo = html`<img src="/favicon.svg" alt="" width="28" height="28" /><span>Parallax</span>`;
  const bar = html`<a href="${href('/')}" class="logo" aria-label="${t('header.homeLink')}"
    >${logo}</a
  >`;
  return html`<div class="layout">
    <header class="site-header">
      <nav class="site-header-inner" aria-label="${t('header.mainNavigation')}">${bar}</nav>
    </header>
    <main class="site-main" id="main">${main}</main>
  </div>`.value;
}

/**
 * A "← Back to …" link at the top of a page (`.back-link`); `lang` marks it when the page around
 * it is in another language (a post shown in English for want of a translation).
 */
export function backLinkHtml(
  page: FirstScreenPage,
  path: string,
  key: string,
  lang?: string,
): SafeHtml {
  const marked = lang && html`lang="${lang}"`;
  return html`<a class="back-link" href="${page.href(path)}" ${marked}>← ${page.t(key)}</a>`;
}
