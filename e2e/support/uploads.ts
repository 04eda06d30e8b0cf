import { expect, type Page } from '@playwright/test';
import { postFromPage } from './api.js';

/**
 * The signed-in user is allowed to play files of their own (spec 2 §6 allowsUploads, from
 * isAllowedToUploadUserVrFiles), through the development route that allows it as support does in
 * the desk. The page shows it once it loads the user info again (a navigation or a reload).
 */
export async function allowUploads(page: Page) {
  const allowed = await postFromPage(page, '/api/dev/uploads');
  expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
}
