import { onAddressLanguageChange } from './language-address';

/**
 * The server writes the first page's title, description, Open Graph card, addresses (canonical
 * and one per language) and JSON-LD into the HTML it serves (marked `data-ssr`), for crawlers
 * that do not run JavaScript. The app renders its own title and description with React: as soon
 * as it does, the server's copy goes, so the page never carries two; once the app shows another
 * page, or the page moves to its address in another language, the rest of the server's head is
 * stale and goes too.
 */
export function dropServerHeadOnNavigation(router: {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}): () => void {
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
  const firstPath = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname !== firstPath) dropAll();
  });
  const stopWatchingAddress = onAddressLanguageChange(dropAll);
  function stop() {
    observer.disconnect();
    unsubscribe();
    stopWatchingAddress();
  }
  return stop;
}
