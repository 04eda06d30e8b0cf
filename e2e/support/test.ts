import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { E2E_PORT } from './media.js';

export { expect } from '@playwright/test';

/** What a visitor's browser holds before the first page: cookies, and local storage by origin. */
export type VisitorState = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

/** The answers a visitor gives before browsing, by the local storage entry that keeps each. */
const ANSWERS = {
  ageGate: { name: 'parallax_accepted_restricted_content', value: 'true' },
  cookieBanner: { name: 'parallax_accepted_cookies', value: 'true' },
  // spec 2 §4: declined, so the prompt does not join other dialogs on a second page.
  pushPrompt: { name: 'parallax_push_notifications', value: 'false' },
} as const;

/**
 * The suite's visitor: the age gate, the cookie banner and the push prompt answered, so none of
 * them covers the page, except those in `unanswered` (tests of the gate, banner and prompt), on
 * the suite's server unless `origin` names another.
 */
export function visitor({
  origin = `http://127.0.0.1:${E2E_PORT}`,
  unanswered = [],
}: { origin?: string; unanswered?: readonly (keyof typeof ANSWERS)[] } = {}): VisitorState {
  const answered = (Object.keys(ANSWERS) as (keyof typeof ANSWERS)[]).filter(
    (answer) => !unanswered.includes(answer),
  );
  return {
    cookies: [],
    origins: [{ origin, localStorage: answered.map((answer) => ({ ...ANSWERS[answer] })) }],
  };
}

/**
 * Set in the browser once an origin's local storage is written (cookies ignore the port, so it
 * names the port): later pages leave it be.
 */
const SEEDED_COOKIE = 'e2e_visitor_seeded';

/**
 * Gives `context` the visitor's state as Playwright's `storageState` would, for a fraction of the
 * cost: Playwright writes local storage from a page of its own, opened and closed for every
 * context (0.5–1 s each, about a tenth of a short test). Here the first page of each origin writes
 * it, before any of the app's scripts runs, and a cookie marks it done, so a test that changes
 * the storage and reloads, or opens a second page, finds its own changes.
 */
async function seedVisitor(context: BrowserContext, state: VisitorState): Promise<void> {
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  if (state.origins.length === 0) return;
  await context.addInitScript(
    ({ origins, marker }) => {
      const entry = origins.find((item) => item.origin === window.location.origin);
      const seeded = `${marker}_${window.location.port}=1`;
      if (!entry || document.cookie.split('; ').includes(seeded)) return;
      for (const { name, value } of entry.localStorage) window.localStorage.setItem(name, value);
      document.cookie = `${seeded}; path=/; samesite=lax`;
    },
    { origins: state.origins, marker: SEEDED_COOKIE },
  );
}

/**
 * The suite's `test`. Every context a test opens, its page's and any it makes with
 * `browser.newContext()`, starts with `visitorState` unless given a `storageState` of its own: by
 * default the visitor who answered the age gate, the cookie banner and the push prompt, so none
 * covers the page. Tests of the gate, banner and prompt set their own with
 * `test.use({ visitorState })`.
 */
export const test = base.extend<{ visitorState: VisitorState; visitorContexts: void }>({
  visitorState: [visitor(), { option: true }],
  visitorContexts: [
    async ({ browser, visitorState }, use) => {
      const own = Object.getOwnPropertyDescriptor(browser, 'newContext');
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.storageState === undefined) await seedVisitor(context, visitorState);
        return context;
      };
      try {
        await use();
      } finally {
        if (own) Object.defineProperty(browser, 'newContext', own);
        else delete (browser as Partial<typeof browser>).newContext;
      }
    },
    { auto: true },
  ],
  // The test's own context comes from browser.newContext too: after the wrapper is in place.
  context: async ({ visitorContexts, context }, use) => {
    void visitorContexts;
    await use(context);
  },
});
