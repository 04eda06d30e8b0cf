import { hasControlCharacters } from '@parallax/core/contracts/common';
import { z } from 'zod';

/** A field problem of the prices forms: a key of the texts' `problems`. */
export const PROBLEMS = [
  'required',
  'money',
  'days',
  'percent',
  'whole',
  'code',
  'text',
  'date',
  'scope',
  'lifetimePeriod',
  'lifetimeRenews',
  'slug',
  'sources',
  'taken',
  'items',
  'icon',
  'repeated',
  'tooMany',
  'server',
] as const;
export type Problem = (typeof PROBLEMS)[number];

export const problemOf = (message: string | undefined): Problem | null =>
  (PROBLEMS as readonly string[]).includes(message ?? '') ? (message as Problem) : null;

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

/** Single-line text of at most `max` characters (no control characters), maybe required. */
export const textField = (max: number, required = false) =>
  z
    .string()
    .refine((value) => !required || value.trim() !== '', 'required')
    .refine((value) => value.length <= max && !hasControlCharacters(value), 'text');

export const multilineField = (max: number) =>
  z
    .string()
    .refine(
      (value) => value.length <= max && !hasControlCharacters(value, { multiline: true }),
      'text',
    );

/** Dollars with at most two decimals; empty when `optional`. */
export const moneyField = (optional = false) =>
  z
    .string()
    .refine((value) => optional || value.trim() !== '', 'required')
    .refine((value) => value.trim() === '' || MONEY.test(value.trim()), 'money');

/** A whole number from `min` to `max`; empty when `optional`. */
export const wholeField = (min: number, max: number, problem: Problem, optional = false) =>
  z
    .string()
    .refine((value) => optional || value.trim() !== '', 'required')
    .refine((value) => {
      const text = value.trim();
      if (text === '') return true;
      return WHOLE.test(text) && Number(text) >= min && Number(text) <= max;
    }, problem);

/** A form's money or whole number as the API takes it (null when empty). */
export const numberOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
export function localInputOf(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an instant (null when empty). */
export const isoOf = (local: string): string | null =>
  local.trim() === '' ? null : new Date(local).toISOString();

export const dateField = (optional = true) =>
  z
    .string()
    .refine((value) => optional || value !== '', 'required')
    .refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), 'date');

/**
 * Where the server's refusal lands: a 400's issues (`body.value`) or a message naming its field
 * (`itemIds: …`), as the form's field names (`renames` for those the form calls otherwise; `*`
 * stands for an index). Inside one of `lists` the row's index is kept (`features.2.icon`);
 * elsewhere an index names the field itself (`itemIds.3` is `itemIds`).
 */
export function serverFields(
  issues: readonly { path: string }[],
  message: string,
  renames: Readonly<Record<string, string>> = {},
  lists: readonly string[] = [],
): string[] {
  const named =
    issues.length > 0 ? issues.map((issue) => issue.path) : [message.split(':')[0] ?? ''];
  return named
    .map((path) => path.replace(/^body\./, ''))
    .map((path) => {
      const index = /\.(\d+)(?:\.|$)/.exec(path)?.[1];
      const wildcard = renames[path.replace(/\.\d+(?=\.|$)/, '.*')];
      if (renames[path]) return renames[path];
      if (wildcard && index !== undefined) return wildcard.replace('*', index);
      if (lists.includes(path.split('.')[0] ?? '')) return path;
      return path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .join('.');
    })
    .filter((field) => field !== '');
}
