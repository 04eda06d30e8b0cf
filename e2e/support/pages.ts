import { expect, type Page } from '@playwright/test';

/** spec 1 §2 breakpoints, one width in each band the issue asks for: phone, tablet, desktop. */
export const WIDTHS = [375, 900, 1280] as const;

/** Console errors and uncaught exceptions of a page, from the moment this is called. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Nothing sticks out sideways (no horizontal scrolling at this width). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Columns of a CSS grid as laid out. */
export const gridColumns = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(/\s+/).length);

/**
 * Answers the feature-flag list with one flag's params replaced (or the flag added), so a test
 * can show what a configuration does without changing the shared database.
 */
export async function overrideFlag(
  page: Page,
  name: string,
  flag: { isEnabled: boolean; params: { label: string; value: string }[] },
) {
  await page.route('**/feature/list*', async (route) => {
    const response = await route.fetch();
    const flags = (await response.json()) as { name: string }[];
    const others = flags.filter((candidate) => candidate.name !== name);
    await route.fulfill({ response, json: [...others, { name, customInfo: null, ...flag }] });
  });
}

/** JSON-LD data blocks of the page, parsed. */
export const jsonLdBlocks = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>),
    );
