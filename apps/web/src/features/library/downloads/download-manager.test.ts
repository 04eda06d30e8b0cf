import { setDownloadsOwner } from '@/data/library/downloads-owner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadManager } from './download-manager';
import type { DownloadFailure } from './failure-relay';
import type { FromWorker, ToWorker } from './protocol';

/** The page's side of the download worker: what the manager posts, and messages sent back. */
class WorkerEnd extends EventTarget {
  static last: WorkerEnd | null = null;
  readonly posted: ToWorker[] = [];
  constructor() {
    super();
    WorkerEnd.last = this;
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
  }
  tell(message: FromWorker) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
}

const failure = (contentId: string): DownloadFailure => ({
  contentId,
  problem: { kind: 'storage', shortfallBytes: 1024 },
  during: 'downloading',
});

describe('download failures', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', WorkerEnd);
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { getDirectory: () => Promise.reject(new Error('not in this test')) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('that came before anything listened are told to the first listener, once', () => {
    const manager = new DownloadManager();
    manager.start();
    const worker = WorkerEnd.last!;
    worker.tell({ type: 'failed', ...failure('a'), during: 'downloading' });

    const first: DownloadFailure[] = [];
    const stop = manager.onFailure((told) => first.push(told));
    expect(first).toEqual([failure('a')]);

    const second: DownloadFailure[] = [];
    manager.onFailure((told) => second.push(told));
    expect(second).toEqual([]);
    worker.tell({ type: 'failed', ...failure('b'), during: 'downloading' });
    expect(first).toEqual([failure('a'), failure('b')]);
    expect(second).toEqual([failure('b')]);
    stop();
  });

  it('keep the latest few while nobody listens, and none of an account no longer shown', () => {
    const manager = new DownloadManager();
    manager.start();
    const worker = WorkerEnd.last!;
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) {
      worker.tell({ type: 'failed', ...failure(id), during: 'downloading' });
    }
    const told: string[] = [];
    const stop = manager.onFailure((item) => told.push(item.contentId));
    expect(told).toEqual(['3', '4', '5', '6', '7']);
    stop();

    worker.tell({ type: 'failed', ...failure('8'), during: 'downloading' });
    // Another account signs in: the failure of the one before is not told to it.
    setDownloadsOwner('someone-else');
    const after: string[] = [];
    manager.onFailure((item) => after.push(item.contentId));
    expect(after).toEqual([]);
  });
});
