import { describe, expect, it } from 'vitest';
import {
  androidUpdateReducer,
  INITIAL_ANDROID_UPDATE,
  type AndroidUpdateEvent,
  type AndroidUpdateState,
} from './android-update';

const manifest = (version: string) => ({
  version,
  platforms: { android: { url: '/api/v1/release/android/download', fileSizeInBytes: 1000 } },
});
const checked = (version: string): AndroidUpdateEvent => ({
  type: 'checked',
  manifest: manifest(version),
  installed: '1.0.0',
});
const release = (version: string) => ({
  version,
  url: '/api/v1/release/android/download',
  fileSizeInBytes: 1000,
});

const run = (events: AndroidUpdateEvent[], from: AndroidUpdateState = INITIAL_ANDROID_UPDATE) =>
  events.reduce(androidUpdateReducer, from);

describe('the Android update toast (spec 2 §2, §4)', () => {
  it('offers only a newer package than the installed one', () => {
    expect(run([checked('1.0.0')])).toEqual({ status: 'idle' });
    expect(run([checked('0.9.9')])).toEqual({ status: 'idle' });
    expect(run([checked('1.1.0')])).toEqual({ status: 'available', release: release('1.1.0') });
  });

  it('goes available → downloading with progress → downloaded', () => {
    const downloading = run([checked('1.1.0'), { type: 'download' }]);
    expect(downloading).toEqual({
      status: 'downloading',
      release: release('1.1.0'),
      received: 0,
      percent: 0,
    });
    const halfway = run([{ type: 'progress', received: 505, total: 1000 }], downloading);
    expect(halfway).toMatchObject({ status: 'downloading', received: 505, percent: 50.5 });
    // spec 2 §5: progress is clamped to 100.
    expect(run([{ type: 'progress', received: 2000, total: 1000 }], downloading)).toMatchObject({
      percent: 100,
    });
    expect(run([{ type: 'downloaded' }], halfway)).toEqual({
      status: 'downloaded',
      release: release('1.1.0'),
    });
  });

  it('shows the update error on a failed download or install, and retries the failed step', () => {
    const downloading = run([checked('1.1.0'), { type: 'download' }]);
    const failedDownload = run([{ type: 'failed' }], downloading);
    expect(failedDownload).toMatchObject({ status: 'failed', during: 'download' });
    expect(run([{ type: 'retry' }], failedDownload)).toMatchObject({
      status: 'downloading',
      percent: 0,
    });
    const failedInstall = run([{ type: 'downloaded' }, { type: 'failed' }], downloading);
    expect(failedInstall).toMatchObject({ status: 'failed', during: 'install' });
    expect(run([{ type: 'retry' }], failedInstall)).toMatchObject({ status: 'downloaded' });
  });

  it('never closes by itself: a check does not interrupt a download or a downloaded package', () => {
    const downloading = run([checked('1.1.0'), { type: 'download' }]);
    expect(run([checked('1.2.0')], downloading)).toBe(downloading);
    expect(run([{ type: 'close' }], downloading)).toBe(downloading);
    const downloaded = run([{ type: 'downloaded' }], downloading);
    expect(run([checked('1.2.0')], downloaded)).toBe(downloaded);
  });

  it('stays closed for that version once the user closes it, and offers a newer one', () => {
    const closed = run([checked('1.1.0'), { type: 'close' }]);
    expect(closed).toEqual({ status: 'closed', release: release('1.1.0') });
    expect(run([checked('1.1.0')], closed)).toBe(closed);
    expect(run([checked('1.2.0')], closed)).toEqual({
      status: 'available',
      release: release('1.2.0'),
    });
  });
});
