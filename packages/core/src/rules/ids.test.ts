import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.js';

describe('isUuid', () => {
  it('accepts a UUID in either case and refuses slugs', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isUuid('alpine-dawn')).toBe(false);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
  });
});
