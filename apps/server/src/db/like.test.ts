import { describe, expect, it } from 'vitest';
import { containing, likeLiteral } from './like.js';

describe('like patterns of typed text', () => {
  it('makes %, _ and \\ match themselves', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containing('a_b')).toBe('%a\\_b%');
    expect(containing('plain')).toBe('%plain%');
  });
});
