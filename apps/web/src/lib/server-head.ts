/**
 * The server writes the first page's title, description, Open Graph card and JSON-LD into the HTML
 * it serves (marked `data-ssr`), for crawlers that do not run JavaScript. The app renders its own
 * with React; once it shows another page, the server's would be stale, so they go.
 */
export function dropServerHeadOnNavigation(router: {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}): () => void {
  const firstPath = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === firstPath) return;
    for (const element of document.head.querySelectorAll('[data-ssr]')) element.remove();
    unsubscribe();
  });
  return unsubscribe;
}
