import { describe, expect, it } from 'vitest';
import { ContentImportError } from './media-tools.types.js';
import { failureOf } from './prepare-part.job.js';

const systemError = (code: string) => Object.assign(new Error(`${code}: something`), { code });

describe('a part preparation failure', () => {
  it('names the file and says why, in words an operator reads', () => {
    expect(failureOf('a.mp4', systemError('ENOSPC')).message).toBe('a.mp4: the disk is full');
    expect(failureOf('a.mp4', systemError('ENOENT')).reason).toMatch(/the file is gone/);
    expect(failureOf('a.mp4', new Error('ffmpeg exited with 1')).message).toBe(
      'a.mp4: ffmpeg exited with 1',
    );
    const own = new ContentImportError('b.mkv', 'truncated');
    expect(failureOf('a.mp4', own)).toBe(own);
  });
});
