import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { es } from './es.js';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('message catalogues', () => {
  it('es has exactly the keys of en', () => {
    expect(leafKeys(es).sort()).toEqual(leafKeys(en).sort());
  });

  it('every es message keeps the placeholders of its en message', () => {
    const lookup = (root: unknown, path: string): string =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as string;
    for (const key of leafKeys(en)) {
      expect(placeholders(lookup(es, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('no message is empty', () => {
    const values = (root: unknown): string[] =>
      typeof root === 'string' ? [root] : Object.values(root as object).flatMap(values);
    expect(values(en).every((text) => text.trim() !== '')).toBe(true);
    expect(values(es).every((text) => text.trim() !== '')).toBe(true);
  });

  it('says VR in Spanish, the word of the specs and the store, never RV', () => {
    const values = (root: unknown): string[] =>
      typeof root === 'string' ? [root] : Object.values(root as object).flatMap(values);
    expect(values(es).filter((text) => /\bRV\b/.test(text))).toEqual([]);
    expect(es.account.sections.vr).toBe('Ajustes de VR');
  });

  it('keeps the spec 1 §8 texts verbatim in English', () => {
    expect(en.errors.something_went_wrong).toBe('Oops, something went wrong. Please try again.');
    expect(en.errors.hour_lock).toBe(
      'Too many attempts to enter password. Your access is blocked for one hour. If you forgot password, you can restore it.',
    );
  });
});
