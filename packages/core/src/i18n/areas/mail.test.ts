import { describe, expect, it } from 'vitest';
import { mailEn } from './mail.js';
import { mailEs } from './mail.es.js';
import { noticesEn } from './notices.js';
import { noticesEs } from './notices.es.js';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// The server's own catalogues: its e-mails and the notices of its events.
describe.each([
  ['e-mail', mailEn, mailEs],
  ['notices', noticesEn, noticesEs],
])('%s catalogue', (_name, enCatalogue, esCatalogue) => {
  it('es has the keys of en, each with the same placeholders and not empty', () => {
    const es = new Map(leaves(esCatalogue));
    const en = leaves(enCatalogue);
    expect([...es.keys()].sort()).toEqual(en.map(([key]) => key).sort());
    for (const [key, text] of en) {
      expect(placeholders(es.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(es.get(key)?.trim(), key).not.toBe('');
    }
  });
});
