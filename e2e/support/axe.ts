import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe-core scan of the page, run in the page itself (`axe.run`). The builder's default runs
 * each frame apart and merges the results in a new blank page, which cost a renderer and a
 * second copy of axe per scan: about a second of the 2–4 s of a scan on this machine. The app
 * has no cross-origin frames, the one thing that mode is for.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** What a scan found that blocks: its serious and critical violations, each with the elements. */
export async function blockingViolations(scan: AxeBuilder): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
