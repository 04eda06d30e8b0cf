import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagQueries } from '@/data/flags/flag-queries';
import { tagQueries } from '@/features/tags/api/tags-queries';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { json, stubFetch } from '@/test/dom';
import { prefetchLayoutData } from './first-data';

const FLAG = { name: 'footer_links', isEnabled: true, params: [], customInfo: null };
const TAG = { slug: 'mountains', name: 'Mountains' };
const AGE_CHECK = {
  shouldVerify: false,
  countryCode: 'ES',
  region: null,
  timestamp: new Date().toISOString(),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the layout data of the first render', () => {
  it('has the flags, the footer tags and the age-check answer once it resolves', async () => {
    const fetched = stubFetch({
      'GET /store/api/v1/feature/list': () => json([FLAG]),
      'GET /store/api/v1/tags': () => json([TAG]),
      'GET /store/api/v1/age-check': () => json(AGE_CHECK),
    });
    const queryClient = new QueryClient();
    await prefetchLayoutData(queryClient);
    expect(queryClient.getQueryData(flagQueries.list().queryKey)).toEqual([FLAG]);
    expect(queryClient.getQueryData(tagQueries.list().queryKey)).toEqual([TAG]);
    expect(JSON.parse(readStorage(STORAGE_KEYS.ageCheck) ?? 'null')).toMatchObject(AGE_CHECK);
    expect(fetched.calls).toHaveLength(3);
  });

  it('does not hold the first render past its wait when an answer is slow', async () => {
    vi.useFakeTimers();
    // Answers that come after the wait, yet within this test: nothing is left waiting for a later
    // test file (the age check and the session keep one request in flight across callers).
    const late = (body: unknown) => () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json(body)), 10_000));
    stubFetch({
      'GET /store/api/v1/feature/list': late([FLAG]),
      'GET /store/api/v1/tags': late([TAG]),
      'GET /store/api/v1/age-check': late(AGE_CHECK),
    });
    let isDone = false;
    void prefetchLayoutData(new QueryClient()).then(() => {
      isDone = true;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(isDone).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(readStorage(STORAGE_KEYS.ageCheck)).not.toBeNull();
  });
});
