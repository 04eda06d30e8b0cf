import type { Language } from '../platform.js';
import type { Messages, StorePageMessages } from './en.js';

/**
 * A translator over one message catalogue, shared by the web app and the HTML the server writes
 * (the first screens of its pages), so both say the same words. It does what the catalogues use
 * and nothing more: dotted keys, `{{name}}` interpolation (no escaping: React and the server's
 * HTML writer escape), plurals by `count` with the suffixes of Intl.PluralRules (`_one`, `_many`,
 * `_other`, falling back to `_other`) and `returnObjects`.
 */

export type TranslateOptions = { count?: number; returnObjects?: boolean } & Record<
  string,
  unknown
>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

type Tree = { readonly [key: string]: string | Tree | readonly unknown[] };

/** The node at a dotted key, or undefined. */
export function lookupMessage(tree: object | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookupMessage(values, name);
    const isPrintable = ['string', 'number', 'boolean', 'bigint'].includes(typeof value);
    return isPrintable ? String(value) : whole;
  });
}

/** Strings anywhere in a returned object or array get the same interpolation. */
function interpolateDeep(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, values));
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateDeep(value, values)]),
    );
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The language's plural rules, made on the first count asked for: the first Intl object a process
 * makes loads ICU's code and data (~2 MB resident on the server), which pages without a count
 * never need.
 */
function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * A translator over one catalogue. A missing key (or one naming an object without
 * `returnObjects`) comes back as the key itself, so a gap shows instead of an empty string.
 */
export function createTranslator(
  language: Language,
  messages: Messages | StorePageMessages | undefined,
): TFunction {
  const tree = messages as Tree | undefined;
  return (key, options = {}) => {
    let found: unknown;
    if (typeof options.count === 'number') {
      found =
        lookupMessage(tree, `${key}_${pluralRulesOf(language).select(options.count)}`) ??
        lookupMessage(tree, `${key}_other`);
    }
    found ??= lookupMessage(tree, key);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options.returnObjects) {
      return interpolateDeep(found, options) as string;
    }
    return key;
  };
}
