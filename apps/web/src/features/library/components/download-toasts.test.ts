import { ClientReport } from '@parallax/core/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { failureReportOf, failureToastOf } from './download-toasts';

const ID = '0d19177d-be9e-5df5-a093-d56d0756b0c2';

describe('a failed download', () => {
  it('is the storage message with the shortfall in GB, whatever it was doing', () => {
    const failure = {
      contentId: ID,
      problem: { kind: 'storage' as const, shortfallBytes: 3 * 1024 ** 3 },
      during: 'decompressing',
    };
    expect(failureToastOf(failure)).toEqual({
      messageKey: 'library.toasts.insufficientStorage',
      values: { gb: '3' },
    });
    expect(failureReportOf(failure)).toEqual({
      kind: 'decompression_failed',
      contentPackId: ID,
      errorType: 'storage',
      message: `short of ${3 * 1024 ** 3} bytes`,
    });
  });

  it('is reported by what failed: a download, an update or an unpacking', () => {
    const network = { kind: 'network' as const };
    const kinds = ['downloading', 'updating', 'decompressing'].map(
      (during) => failureReportOf({ contentId: ID, problem: network, during }).kind,
    );
    expect(kinds).toEqual(['download_failed', 'update_failed', 'decompression_failed']);
  });

  it('reports an unexpected error as one line the server takes', () => {
    const report = failureReportOf({
      contentId: ID,
      problem: { kind: 'other', message: `media answered 500\n\tat fetchRun ${'x'.repeat(600)}` },
      during: 'downloading',
    });
    expect(report.message).toMatch(/^media answered 500 at fetchRun x+$/);
    expect(report.message).toHaveLength(500);
    expect(ClientReport.safeParse({ ...report, platform: 'web_app' }).success).toBe(true);
  });
});
