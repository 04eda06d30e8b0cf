import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, settle } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { lazyPart } from './lazy-part';

setUpComponentTests();

function Greeting({ name }: { name: string }) {
  return <p data-testid="part">Hello {name}</p>;
}

async function renderPage(element: ReactNode) {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <main>
            <h1 data-testid="page">Alpine Dawn</h1>
            {element}
          </main>
        ),
      },
    ],
    { session: aSession() },
  );
  await settle();
  await settle();
}

describe('a part of a page loaded on demand', () => {
  it('shows once its code is loaded', async () => {
    const Part = lazyPart(() => Promise.resolve(Greeting));
    await renderPage(<Part name="guest" />);
    expect(byTestId('part')?.textContent).toBe('Hello guest');
  });

  it('leaves the page standing when its code cannot load, and loads again once online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const onFailure = vi.fn();
    const Part = lazyPart(load, onFailure);
    await renderPage(<Part name="guest" />);

    expect(byTestId('page')?.textContent).toBe('Alpine Dawn');
    expect(byTestId('part')).toBeNull();
    expect(onFailure).toHaveBeenCalledOnce();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(byTestId('part')?.textContent).toBe('Hello guest');
    vi.restoreAllMocks();
  });
});
