import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapQueries, fetchBootstrapCheck } from './bootstrap-queries';

const CHECK = {
  status: 'ok',
  serverVersion: '0.1.0',
  minClientVersion: '0.1.0',
  isOutdated: false,
  serverTime: '2026-11-27T00:00:00.000Z',
  socialProviders: [],
};

/** Requests the check made, each answered when the test says so (or aborted by its signal). */
let requests: { answer: (body: unknown) => void; wasAborted: () => boolean }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          let isAborted = false;
          init.signal?.addEventListener('abort', () => {
            isAborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
          requests.push({
            answer: (body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status: 200,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
            wasAborted: () => isAborted,
          });
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the bootstrap check (spec 1 §4)', () => {
  it('outlives a dialog that watched it and closed (its fetch is cancelled then)', async () => {
    const queryClient = new QueryClient();
    const checked = fetchBootstrapCheck(queryClient);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // The social buttons of a sign-in modal watch the same query; closing the modal leaves it
    // unwatched, and a fetch whose signal was taken is then cancelled.
    const observer = new QueryObserver(queryClient, bootstrapQueries.check());
    const stopWatching = observer.subscribe(() => {});
    stopWatching();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.wasAborted()).toBe(true);
    requests[1]?.answer(CHECK);
    await expect(checked).resolves.toMatchObject({ isOutdated: false, serverVersion: '0.1.0' });
  });

  it('still fails when the check itself fails', async () => {
    const queryClient = new QueryClient();
    const checked = fetchBootstrapCheck(queryClient);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    requests[0]?.answer({ not: 'a check' });
    await expect(checked).rejects.toThrow();
  });
});
