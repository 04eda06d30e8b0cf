import { describe, expect, it } from 'vitest';
import { limitOwnFiles, OWN_FILES_LIMIT } from './own-files.js';

describe('files of the user’s own chosen at once (spec 2 §5)', () => {
  it('keeps them all up to the limit', () => {
    const files = Array.from({ length: OWN_FILES_LIMIT }, (_, index) => index);
    expect(limitOwnFiles(files)).toEqual({ files, isOverLimit: false });
  });

  it('truncates the list to the limit and says it went over', () => {
    expect(limitOwnFiles(['a', 'b', 'c'], 2)).toEqual({ files: ['a', 'b'], isOverLimit: true });
  });
});
