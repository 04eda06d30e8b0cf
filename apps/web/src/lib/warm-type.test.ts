import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmTypeStyles } from './warm-type';

describe('warmTypeStyles', () => {
  afterEach(() => {
    performance.clearMarks();
    if (!document.body) document.documentElement.append(document.createElement('body'));
  });

  it('lays a probe out in each style, removes it, and marks the styles it warmed', async () => {
    const sizes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const probe = record.target as HTMLElement;
        if (record.attributeName === 'style') sizes.push(probe.style.fontSize);
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true });
    await warmTypeStyles();
    observer.disconnect();
    const [mark] = performance.getEntriesByName('parallax:type-ready');
    expect((mark as PerformanceMark).detail).toContain('700 1.5rem');
    expect(sizes).toContain('1.5rem');
    expect(document.body.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('stops, marking nothing, in a hidden tab', async () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await warmTypeStyles();
    hidden.mockRestore();
    expect(performance.getEntriesByName('parallax:type-ready')).toEqual([]);
    expect(document.body.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('resolves, marking nothing, when it cannot lay a probe out', async () => {
    document.body.remove();
    await expect(warmTypeStyles()).resolves.toBeUndefined();
    expect(performance.getEntriesByName('parallax:type-ready')).toEqual([]);
  });
});
