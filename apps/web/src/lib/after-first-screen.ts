/**
 * The longest the app waits for the first screen to paint: a hidden tab paints nothing, and a
 * slow image must not keep the app from starting.
 */
const LONGEST_WAIT_MS = 2_500;

/**
 * How long after its images have loaded the app waits for the browser to report one of them as
 * painted (a video's poster paints a frame or two after it has loaded). A page whose largest
 * paint is text reports none of them: it starts once this has passed.
 */
const PAINT_REPORT_WAIT_MS = 500;

/** After the next frame has been painted (a task queued from the frame's callback runs after it). */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `href` has loaded or failed (the image the head preloads comes from its cache). */
function imageLoaded(href: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = image.onerror = () => resolve();
    image.src = href;
  });
}

/** Whether this browser reports its largest paints (Safari does not). */
const canReportPaints = (): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/** Resolves once the browser reports one of `hrefs` as the page's largest paint so far. */
function largestPaintOf(hrefs: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const isOneOfThem = list
        .getEntries()
        .some((entry) => hrefs.includes((entry as PerformanceEntry & { url?: string }).url ?? ''));
      if (!isOneOfThem) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once the server's first screen has been painted with its largest image (the images
 * the head preloads), so a phone spends its bandwidth and its processor on what it shows first
 * and loads the app's code after it: the app's scripts never delay the first screen's paint.
 * Where the browser reports its paints, that is the report of the image painted; elsewhere, the
 * frame after the images have loaded.
 */
export function afterFirstScreen(): Promise<void> {
  const hrefs = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
  ].map((link) => link.href);
  const painted = Promise.all(hrefs.map(imageLoaded)).then(() =>
    hrefs.length > 0 && canReportPaints()
      ? Promise.race([largestPaintOf(hrefs), nextPaint().then(() => wait(PAINT_REPORT_WAIT_MS))])
      : nextPaint(),
  );
  return Promise.race([painted, wait(LONGEST_WAIT_MS)]);
}
