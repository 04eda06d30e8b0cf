import { expect, type Page } from '@playwright/test';

/** A call the signed-in page makes itself (cookies and the CSRF echo, as the app would). */
export async function sendFromPage(page: Page, method: string, path: string, body: unknown = {}) {
  return page.evaluate(
    async ({ verb, url, payload }) => {
      const csrf = /(?:^|; )(?:__Host-)?parallax_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: verb === 'GET' ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    },
    { verb: method, url: path, payload: body },
  );
}

export const postFromPage = (page: Page, path: string, body: unknown = {}) =>
  sendFromPage(page, 'POST', path, body);

/** The development route that owns packs without paying (a category's, or one by slug). */
export async function grant(page: Page, what: { category: string } | { content: string }) {
  const path =
    'category' in what
      ? `/api/dev/ownership/categories/${what.category}`
      : `/api/dev/ownership/content/${what.content}`;
  expect((await postFromPage(page, path)).status).toBe(200);
}
