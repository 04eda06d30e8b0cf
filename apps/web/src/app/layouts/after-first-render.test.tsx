import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpComponentTests } from '@/test/render';
import { AfterFirstRender } from './after-first-render';

setUpComponentTests();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AfterFirstRender', () => {
  let container = document.createElement('div');
  let unmount = () => {};
  afterEach(() => act(() => unmount()));

  function mount(seenAtFirstCommit: boolean[]) {
    function Page() {
      // What the page's first commit finds in the document.
      useLayoutEffect(() => {
        seenAtFirstCommit.push(container.querySelector('[data-later]') !== null);
      }, []);
      return <main>page</main>;
    }
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    unmount = () => root.unmount();
    return root.render(
      <>
        <Page />
        <AfterFirstRender>
          <p data-later>later</p>
        </AfterFirstRender>
      </>,
    );
  }

  it('leaves its children out of the first commit and renders them in a later task', async () => {
    const seenAtFirstCommit: boolean[] = [];
    await act(async () => mount(seenAtFirstCommit));
    expect(seenAtFirstCommit).toEqual([false]);
    await act(nextTask);
    expect(container.querySelector('[data-later]')?.textContent).toBe('later');
  });

  it('renders nothing once unmounted before its turn', async () => {
    await act(async () => mount([]));
    act(() => unmount());
    unmount = () => {};
    await act(nextTask);
    expect(container.querySelector('[data-later]')).toBeNull();
  });
});
