import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '@/test/render';
import { useBootstrap } from './session-bootstrap';

setUpComponentTests();

describe('useBootstrap', () => {
  let unmount = () => {};
  afterEach(() => act(() => unmount()));

  it('is under way from the first render, and its first run renders nothing again', async () => {
    // The bootstrap's calls stay unanswered: what is counted is the start alone.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const queryClient = new QueryClient();
    const dispatchAuth = vi.fn();
    const statuses: string[] = [];
    function Probe() {
      const { bootstrap } = useBootstrap(queryClient, dispatchAuth);
      statuses.push(bootstrap.status);
      return null;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    unmount = () => root.unmount();
    await act(async () => root.render(<Probe />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // One render: the first screen's effects do not render the session provider a second time.
    expect(statuses).toEqual(['bootstrapping']);
    expect(fetch).toHaveBeenCalled();
    expect(dispatchAuth).not.toHaveBeenCalled();
  });
});
