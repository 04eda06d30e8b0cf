import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { openOverlay } from '@/lib/overlays';
import { APP_VERSION } from '@/lib/platform';
import { byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import type { DownloadActivity } from '../model/download-activity';
import { UpdatePrompt } from './update-prompt';

const reload = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/service-worker', () => ({ reloadWithNewestWorker: reload }));

/** Downloads whose activity the test sets. */
function fakeDownloads(initial: boolean | null) {
  let listener: ((isActive: boolean | null) => void) | null = null;
  const activity: DownloadActivity = {
    watch: (onChange) => {
      listener = onChange;
      onChange(initial);
      return () => {
        listener = null;
      };
    },
  };
  return { activity, set: (isActive: boolean) => act(() => listener?.(isActive)) };
}

async function renderPrompt(announced: string, activity: DownloadActivity) {
  const network = stubFetch({
    'GET /api/v1/release/latest.json': () => json({ version: announced }),
  });
  await renderRoutes([{ path: '*', element: <UpdatePrompt downloadActivity={activity} /> }], {
    session: aSession(),
  });
  await settle();
  return network;
}

const prompt = () => byTestId('update-prompt');
const button = (name: string) =>
  [...(prompt()?.querySelectorAll('button') ?? [])].find((one) => one.textContent === name);

setUpComponentTests();

describe('the update prompt (spec 1 §2, §7)', () => {
  it('asks for the release without credentials and stays away when the version is the same', async () => {
    await renderPrompt(APP_VERSION, fakeDownloads(false).activity);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/release/latest.json');
    expect(init?.credentials).toBe('omit');
    expect(prompt()).toBeNull();
  });

  it('offers a newer version; Update reloads at once when nothing downloads', async () => {
    reload.mockClear();
    await renderPrompt('99.0.0', fakeDownloads(false).activity);
    expect(prompt()?.textContent).toContain('A new version of Parallax is ready');
    act(() => button('Update')?.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for a download under way to finish before reloading', async () => {
    reload.mockClear();
    const downloads = fakeDownloads(true);
    await renderPrompt('99.0.0', downloads.activity);
    expect(prompt()?.textContent).toContain('the update will be applied when it finishes');
    act(() => button('Update')?.click());
    expect(reload).not.toHaveBeenCalled();
    expect(prompt()?.textContent).toContain('as soon as your download finishes');
    downloads.set(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('steps aside while the player or a dialog is open, and reloads only once it is closed', async () => {
    reload.mockClear();
    const downloads = fakeDownloads(true);
    await renderPrompt('99.0.0', downloads.activity);
    act(() => button('Update')?.click());
    let closePlayer = () => {};
    act(() => {
      closePlayer = openOverlay();
    });
    expect(prompt()).toBeNull();
    downloads.set(false);
    expect(reload).not.toHaveBeenCalled();
    act(() => closePlayer());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later hides it', async () => {
    await renderPrompt('99.0.0', fakeDownloads(false).activity);
    act(() => button('Later')?.click());
    expect(prompt()).toBeNull();
  });
});
