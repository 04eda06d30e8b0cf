/**
 * The type styles (weight and size) the store's pages draw text in, beyond the served first
 * screen's: its header bar, its sections, its cards and the dialogs a first visit opens
 * (e2e/tests/first-screen.spec.ts checks that none is missing).
 */
const TYPE_STYLES: readonly string[] = [
  '400 0.8rem',
  '400 0.9rem',
  '400 1.4rem',
  '600 0.75rem',
  '600 0.95rem',
  '600 1rem',
  '700 0.85rem',
  '700 0.9rem',
  '700 0.95rem',
  '700 1rem',
  '700 1.1rem',
  '700 1.19rem',
  '700 1.2rem',
  '700 1.3rem',
  '700 1.35rem',
  '700 1.4rem',
  '700 1.5rem',
];

/**
 * A later task. Not lib/next-task.ts: the entry runs this, and a module it shares with the app
 * would make the entry load the app's first chunk at once, before the first screen has painted.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Marked once every type style is ready (the browser's performance timeline), naming them. */
const TYPE_READY_MARK = 'parallax:type-ready';

/**
 * Has the browser look up the system font of each type style the app's first screens use, one
 * style per task, while the app's code is on its way. A browser asks its font service for each
 * new weight and size the first time a layout meets it, and waits for the answer: met in the
 * app's first render, a dozen of them made its layout a single long task (20 to 80 ms on this
 * project's test machines, most of it waiting). A hidden probe laid out in each style meets them
 * here instead, in tasks short enough for a tap to come between. Never fails, and stops when the
 * tab is hidden: a style it did not reach is looked up by the first render, as before.
 */
export async function warmTypeStyles(): Promise<void> {
  const probe = document.createElement('span');
  try {
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText =
      'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap';
    probe.textContent = 'Parallax';
    document.body.append(probe);
    for (const style of TYPE_STYLES) {
      // A hidden tab runs timers a second apart at best, and paints nothing meanwhile: the app
      // would wait seconds for what only spares a visible first render.
      if (document.hidden) return;
      const [weight = '', size = ''] = style.split(' ');
      probe.style.fontWeight = weight;
      probe.style.fontSize = size;
      // Reading its width lays the probe out now, in that style (the page's own font family).
      void probe.offsetWidth;
      await nextTask();
    }
    performance.mark(TYPE_READY_MARK, { detail: TYPE_STYLES });
  } catch {
    // Only a saving: what was not looked up here, the first render looks up.
  } finally {
    probe.remove();
  }
}
