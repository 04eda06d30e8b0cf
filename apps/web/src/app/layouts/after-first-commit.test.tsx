import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { settle } from '@/test/dom';
import { AfterFirstCommit } from './after-first-commit';

describe('AfterFirstCommit', () => {
  it('mounts its children in a commit after the page’s first, once a task has passed', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const mounted: string[] = [];
    function Later() {
      useEffect(() => void mounted.push('later'), []);
      return <p>later</p>;
    }
    function Page() {
      useEffect(() => void mounted.push('page'), []);
      return (
        <>
          <h1>page</h1>
          <AfterFirstCommit>
            <Later />
          </AfterFirstCommit>
        </>
      );
    }

    act(() => root.render(<Page />));
    expect(container.textContent).toBe('page');
    expect(mounted).toEqual(['page']);

    await settle();
    expect(container.textContent).toBe('pagelater');
    expect(mounted).toEqual(['page', 'later']);
    act(() => root.unmount());
    container.remove();
  });
});
