/**
 * Runs before every test file. Test files share one jsdom per worker (vite.config.ts): each starts
 * from what a fresh page has, whatever the file before it left behind.
 */
import { focusManager, onlineManager } from '@tanstack/react-query';
import { afterAll, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';

// Files in the node environment (`@vitest-environment node`) have no page to reset.
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  history.replaceState(null, '', '/');
  await initI18n('en');
}
// The query library's idea of the network and focus is module state shared by the files.
onlineManager.setOnline(true);
focusManager.setFocused(undefined);

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
