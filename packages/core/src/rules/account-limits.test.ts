import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { es } from '../i18n/es.js';
import { MAX_FEED_LINKS } from './account-limits.js';

describe('the feed link limit', () => {
  it('is the number its message names, in en and es', () => {
    for (const text of [en.errors.feed_link_limit, es.errors.feed_link_limit]) {
      expect(text.match(/\d+/g)).toEqual([String(MAX_FEED_LINKS)]);
    }
  });
});
