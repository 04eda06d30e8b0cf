import { onAddressLanguageChange } from './language-address';

/**
 * The server writes the first page's title, description, Open Graph card, addresses (canonical
 * and one per language) and JSON-LD into the HTML it serves (marked `data-ssr`), for crawlers
 * that do not run JavaScript. The app renders its own title and description with React: as soon
 * as it does, the server's copy goes, so the page never carries two; once the app shows another
 * page, or the page moves to its address in another language, the rest of the server's head is
 * stale and goes too.
 */
export function dropServerHeadOnNavigation(
  router: {
    state: { location: { pathname: string } };
    subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
  },
  /** The path the server wrote the head for: the document's, read before the app started. */
  servedPath: string,
): () => void {
  const replaced = (element: Element) => {
    if (element.hasAttribute('data-ssr')) return;
    if (element.tagName === 'TITLE') document.head.querySelector('title[data-ssr]')?.remove();
    if (element.matches('meta[name="description"]')) {
      document.head.querySelector('meta[name="description"][data-ssr]')?.remove();
    }
  };
  for (const element of document.head.children) replaced(element);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (node instanceof Element) replaced(node);
    }
  });
  observer.observe(document.head, { childList: true });

  const dropAll = () => {
    for (const element of document.head.querySelectorAll('[data-ssr]')) element.remove();
    stop();
  };
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname !== servedPath) dropAll();
  });
  const stopWatchingAddress = onAddressLanguageChange(dropAll);
  function stop() {
    observer.disconnect();
    unsubscribe();
    stopWatchingAddress();
  }
  // The app may already show another page: this runs after the first render, and a click can
  // come between that render's paint and its effects on a busy machine.
  if (router.state.location.pathname !== servedPath) dropAll();
  return stop;
}
