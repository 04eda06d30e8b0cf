import { hasControlCharacters, Slug } from '@parallax/core/contracts/common';
import { DeskBlocks } from '@parallax/core/contracts/desk-content';
import { z } from 'zod';
import { KIND_SPECS, type ContentKind, type FieldSpec, type ListSpec } from './content-kinds';

/** A field's problem, as the form holds it (its message): a key of the texts' `problems`. */
export const FIELD_PROBLEMS = [
  'required',
  'tooLong',
  'controlCharacters',
  'slug',
  'color',
  'uuid',
  'number',
  'money',
  'date',
  'blocks',
  'presalePrice',
  'taken',
  'tooMany',
  'invalid',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

export const fieldProblemOf = (message: string | undefined): FieldProblem | undefined =>
  message !== undefined && (FIELD_PROBLEMS as readonly string[]).includes(message)
    ? (message as FieldProblem)
    : undefined;

/** One row of a list: one string (or boolean) per input, keyed by `rowKey`. */
export type ContentRow = Record<string, string | boolean>;
/** The form's values: one string (or boolean) per input, keyed by `formKey`; rows per list. */
export type ContentFormValues = Record<string, string | boolean | ContentRow[]>;

export type FormField = FieldSpec & { key: string; language?: 'en' | 'es' };

/** A field's input name: `texts__es__title` for the Spanish title, `slug` for the slug. */
export const formKey = (name: string, language?: 'en' | 'es') =>
  language ? `texts__${language}__${name}` : name;

/** The inputs of a kind's form: a bilingual field gives an English and a Spanish one. */
export function formFieldsOf(kind: ContentKind): FormField[] {
  return KIND_SPECS[kind].fields.flatMap((field): FormField[] =>
    field.bilingual
      ? (['en', 'es'] as const).map((language) => ({
          ...field,
          required: language === 'en' && field.required,
          key: formKey(field.name, language),
          language,
        }))
      : [{ ...field, key: formKey(field.name) }],
  );
}

/** A row field's input name: `es__titleLocked` for its Spanish text, `type` for its type. */
export const rowKey = (name: string, language?: 'en' | 'es') =>
  language === 'es' ? `es__${name}` : name;

/** The inputs of a list's row: a bilingual field gives an English and a Spanish one. */
export function rowFieldsOf(list: ListSpec): FormField[] {
  return list.fields.flatMap((field): FormField[] =>
    field.bilingual
      ? (['en', 'es'] as const).map((language) => ({
          ...field,
          required: language === 'en' && field.required,
          nullable: language === 'en' && field.nullable,
          key: rowKey(field.name, language),
          language,
        }))
      : [{ ...field, key: rowKey(field.name) }],
  );
}

/** A new row: empty texts, a choice's first value. */
export const newRowOf = (list: ListSpec): ContentRow =>
  Object.fromEntries(rowFieldsOf(list).map((field) => [field.key, field.choices?.[0] ?? '']));

const INT = /^\d{1,9}$/;
const MONEY = /^\d{1,6}(\.\d{1,2})?$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function blocksProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return null;
  try {
    return DeskBlocks.safeParse(JSON.parse(value)).success ? null : 'blocks';
  } catch {
    return 'blocks';
  }
}

const SHAPES: Partial<Record<FieldSpec['type'], (value: string) => FieldProblem | null>> = {
  slug: (value) => (Slug.safeParse(value).success ? null : 'slug'),
  color: (value) => (COLOR.test(value) ? null : 'color'),
  uuid: (value) => (UUID.test(value) ? null : 'uuid'),
  int: (value) => (INT.test(value) ? null : 'number'),
  money: (value) => (MONEY.test(value) ? null : 'money'),
  date: (value) => (DATE.test(value) ? null : 'date'),
  datetime: (value) => (Number.isNaN(Date.parse(value)) ? 'date' : null),
  blocks: blocksProblem,
};

/** What is wrong with one input's text, or null. */
export function problemOf(field: FormField, value: string): FieldProblem | null {
  const trimmed = value.trim();
  if (hasControlCharacters(value, { multiline: field.type === 'long' || field.type === 'blocks' }))
    return 'controlCharacters';
  if (trimmed === '') return field.required ? 'required' : null;
  if (field.max !== undefined && trimmed.length > field.max) return 'tooLong';
  if (field.choices && !field.choices.includes(trimmed)) return 'invalid';
  if (field.optionsFrom) return UUID.test(trimmed) ? null : 'uuid';
  return SHAPES[field.type]?.(trimmed) ?? null;
}

/** The kind's form schema: each input checked as the server will, problems as messages. */
export function contentFormSchema(kind: ContentKind) {
  const fields = formFieldsOf(kind);
  const input = z.union([z.string(), z.boolean()]);
  const row = z.record(z.string(), input);
  return z.record(z.string(), z.union([input, z.array(row)])).superRefine((values, ctx) => {
    for (const field of fields) {
      const value = values[field.key];
      if (typeof value !== 'string') continue;
      const problem = problemOf(field, value);
      if (problem) ctx.addIssue({ code: 'custom', path: [field.key], message: problem });
    }
    if (kind === 'categories' && values.isPresaleEnabled === true && values.presalePrice === '') {
      ctx.addIssue({ code: 'custom', path: ['presalePrice'], message: 'presalePrice' });
    }
    for (const list of KIND_SPECS[kind].lists ?? []) {
      const rows = values[list.name];
      if (!Array.isArray(rows)) continue;
      if (rows.length > list.max) {
        ctx.addIssue({ code: 'custom', path: [list.name], message: 'tooMany' });
      }
      rows.forEach((row, index) => {
        for (const [key, message] of rowProblems(list, row)) {
          ctx.addIssue({ code: 'custom', path: [list.name, index, key], message });
        }
      });
    }
  });
}

/** What is wrong with a row's inputs: its fields' problems, and what its choice needs. */
function rowProblems(list: ListSpec, row: ContentRow): [string, FieldProblem][] {
  const problems: [string, FieldProblem][] = [];
  for (const field of rowFieldsOf(list)) {
    const value = row[field.key];
    const problem = typeof value === 'string' ? problemOf(field, value) : null;
    if (problem) problems.push([field.key, problem]);
  }
  const chosen = list.needs ? row[list.needs.by] : undefined;
  const needed = typeof chosen === 'string' ? list.needs?.fields[chosen] : undefined;
  const value = needed ? row[needed] : undefined;
  if (needed && typeof value === 'string' && value.trim() === '') {
    if (!problems.some(([key]) => key === needed)) problems.push([needed, 'required']);
  }
  return problems;
}

const pad = (part: number) => String(part).padStart(2, '0');

/** An instant as a `datetime-local` input shows it (the browser's time zone). */
function localDateTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function inputOf(field: FormField, value: unknown): string | boolean {
  if (field.type === 'bool') return value === true;
  if (field.type === 'blocks') {
    return Array.isArray(value) && value.length > 0 ? JSON.stringify(value, null, 2) : '';
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return field.type === 'datetime' && text ? localDateTime(text) : text;
}

function valueOf(field: FormField, input: ContentFormValues[string] | undefined): unknown {
  if (field.type === 'bool') return input === true;
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '' && field.nullable) return null;
  if (field.type === 'int' || field.type === 'money') return Number(text);
  if (field.type === 'blocks') return text === '' ? [] : (JSON.parse(text) as unknown);
  if (field.type === 'datetime') return new Date(text).toISOString();
  return text;
}

type View = Record<string, unknown> & { texts?: Record<string, Record<string, unknown>> };
type RowView = Record<string, unknown> & { es?: Record<string, unknown> };

const fallbackOf = (field: FormField) =>
  field.type === 'color' ? '#000000' : field.type === 'language' ? 'en' : field.choices?.[0];

/** The form's values of a thing as the server answered it (or empty, for a new one). */
export function formValuesOf(kind: ContentKind, view: View | null): ContentFormValues {
  const values: ContentFormValues = Object.fromEntries(
    formFieldsOf(kind).map((field) => {
      const value = field.language
        ? view?.texts?.[field.language]?.[field.name]
        : view?.[field.name];
      return [field.key, inputOf(field, value ?? fallbackOf(field))];
    }),
  );
  for (const list of KIND_SPECS[kind].lists ?? []) {
    const rows = view?.[list.name];
    values[list.name] = (Array.isArray(rows) ? (rows as RowView[]) : []).map((item) => {
      const row: RowView = list.isScalar ? { [list.fields[0]?.name ?? '']: item } : item;
      return Object.fromEntries(
        rowFieldsOf(list).map((field) => {
          const value = field.language === 'es' ? row.es?.[field.name] : row[field.name];
          return [field.key, inputOf(field, value ?? fallbackOf(field))];
        }),
      );
    });
  }
  return values;
}

/** A list's rows as the server takes them: the Spanish texts under each row's `es`. */
function rowsBodyOf(list: ListSpec, rows: ContentFormValues[string] | undefined): unknown[] {
  const fields = rowFieldsOf(list);
  return (Array.isArray(rows) ? rows : []).map((row) => {
    const [only] = fields;
    if (list.isScalar && only) return valueOf(only, row[only.key]);
    const body: RowView = {};
    const es: Record<string, unknown> = {};
    for (const field of fields) {
      const value = valueOf(field, row[field.key]);
      if (field.language === 'es') es[field.name] = value;
      else body[field.name] = value;
    }
    if (fields.some((field) => field.language === 'es')) body.es = es;
    return body;
  });
}

/** The body a save or create sends: the fields, their texts under `texts.en` and `texts.es`. */
export function contentBodyOf(kind: ContentKind, values: ContentFormValues): View {
  const body: View = {};
  const texts: Record<string, Record<string, unknown>> = { en: {}, es: {} };
  for (const field of formFieldsOf(kind)) {
    const value = valueOf(field, values[field.key]);
    if (field.language) texts[field.language] = { ...texts[field.language], [field.name]: value };
    else body[field.name] = value;
  }
  if (KIND_SPECS[kind].fields.some((field) => field.bilingual)) body.texts = texts;
  for (const list of KIND_SPECS[kind].lists ?? []) {
    body[list.name] = rowsBodyOf(list, values[list.name]);
  }
  return body;
}

/**
 * The input and problem of one of the server's 400 issues (`body.texts.es.title`), or of a 409
 * naming its field (`slug: another tag already has this slug`); null for no input of the form.
 */
export function problemFromServer(
  kind: ContentKind,
  issue: { path: string; message: string },
): { key: string; problem: FieldProblem } | null {
  const inList = rowProblemFromServer(kind, issue);
  if (inList !== undefined) return inList;
  const [, section, language, name] = /^body\.(?:(texts)\.(en|es)\.)?(\w+)/.exec(issue.path) ?? [];
  const key = section && language ? formKey(name ?? '', language as 'en' | 'es') : name;
  if (!key || !formFieldsOf(kind).some((field) => field.key === key)) return null;
  return { key, problem: issue.message === 'control_characters' ? 'controlCharacters' : 'invalid' };
}

/** A refusal inside a list (`body.elements.2.es.titleLocked`); undefined for none of a list. */
function rowProblemFromServer(
  kind: ContentKind,
  issue: { path: string; message: string },
): { key: string; problem: FieldProblem } | null | undefined {
  const [, name, index, spanish, field] =
    /^body\.(\w+)(?:\.(\d+)(?:\.(es)\.)?\.?(\w+)?)?$/.exec(issue.path) ?? [];
  const list = KIND_SPECS[kind].lists?.find((each) => each.name === name);
  if (!list) return undefined;
  const named = list.isScalar ? list.fields[0]?.name : field;
  if (index === undefined || !named) return { key: list.name, problem: 'invalid' };
  const key = rowKey(named, spanish ? 'es' : undefined);
  if (!rowFieldsOf(list).some((each) => each.key === key)) return null;
  const problem = issue.message === 'control_characters' ? 'controlCharacters' : 'invalid';
  return { key: `${list.name}.${index}.${key}`, problem };
}

/** The input a 409 SlugNotUnique names in its message (`slug: …`), or null. */
export function takenFieldOf(kind: ContentKind, message: string): string | null {
  const name = /^(\w+):/.exec(message)?.[1];
  return name && formFieldsOf(kind).some((field) => field.key === name) ? name : null;
}
