import type { Page } from '@playwright/test';

type ToastWindow = Window & { __toastsSeen?: string[] };

/**
 * Records the text of every toast the page shows from now on (until it reloads). A toast may last
 * only 2 s; on a loaded machine, an expectation polled from the test may first look after it is
 * gone, while an observer in the page sees it as it is added.
 */
export async function watchToasts(page: Page): Promise<{ seen: () => Promise<string[]> }> {
  await page.evaluate(() => {
    const win = window as ToastWindow;
    win.__toastsSeen = [];
    const record = () => {
      document.querySelectorAll('[data-testid="toast"]').forEach((toast) => {
        const text = toast.textContent ?? '';
        if (!win.__toastsSeen?.includes(text)) win.__toastsSeen?.push(text);
      });
    };
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return {
    seen: () => page.evaluate(() => (window as ToastWindow).__toastsSeen ?? []),
  };
}
