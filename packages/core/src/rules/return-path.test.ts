import { describe, expect, it } from 'vitest';
import { isLocalPath } from './return-path.js';

describe('return paths', () => {
  it.each([
    ['/', true],
    ['/content/alpine-dawn?x=1#top', true],
    ['/cart', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\\b', false],
    ['/\t/evil.example', false],
    ['/x\r\nSet-Cookie: a=b', false],
    ['/ñ', false],
    ['https://evil.example', false],
    ['relative', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isLocalPath(path)).toBe(expected);
  });
});
