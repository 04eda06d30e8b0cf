import { expect, type Page } from '@playwright/test';

/** A call the signed-in page makes itself (cookies and the CSRF echo, as the app would). */
export async function postFromPage(page: Page, path: string, body: unknown = {}) {
  return page.evaluate(
    async ({ url, payload }) => {
      const csrf = /(?:^|; )parallax_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url: path, payload: body },
  );
}

/** The development route that owns packs without paying (a category's, or one by slug). */
export async function grant(page: Page, what: { category: string } | { content: string }) {
  const path =
    'category' in what
      ? `/api/dev/ownership/categories/${what.category}`
      : `/api/dev/ownership/content/${what.content}`;
  expect((await postFromPage(page, path)).status).toBe(200);
}
