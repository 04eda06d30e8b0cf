/**
 * The longest the app waits for the first screen to paint: a hidden tab paints nothing, and a
 * slow image must not keep the app from starting.
 */
const LONGEST_WAIT_MS = 2_500;

/** After the next frame has been painted (a task queued from the frame's callback runs after it). */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves when `href` has loaded or failed (the image the head preloads comes from its cache). */
function imageLoaded(href: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = image.onerror = () => resolve();
    image.src = href;
  });
}

/**
 * Resolves once the server's first screen has been painted with its largest image (the images
 * the head preloads), so a phone spends its bandwidth and its processor on what it shows first
 * and loads the app's code after it: the app's scripts never delay the first screen's paint.
 */
export function afterFirstScreen(): Promise<void> {
  const images = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
  ].map((link) => imageLoaded(link.href));
  const painted = Promise.all(images).then(nextPaint);
  const longest = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  return Promise.race([painted, longest]);
}
