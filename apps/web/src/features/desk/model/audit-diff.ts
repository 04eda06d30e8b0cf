/**
 * The audit log's before and after, field by field, for a person to read: nested objects become
 * dotted fields (`price.usd`), lists of plain values read as "a, b" with what was added and taken
 * away, anything deeper as compact JSON.
 */
export type DiffRow = {
  field: string;
  /** The value as text; undefined where the field is absent (before a creation, after a deletion). */
  before: string | undefined;
  after: string | undefined;
  isChanged: boolean;
  /** For a list of plain values: what is in `after` and not in `before`, and the other way. */
  added: string[];
  removed: string[];
};

type Plain = string | number | boolean | null;

const isPlain = (value: unknown): value is Plain =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects this deep and no deeper are opened into dotted fields. */
const MAX_DEPTH = 3;

function textOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (isPlain(value)) return String(value);
  if (Array.isArray(value) && value.every(isPlain)) return value.map(textOf).join(', ');
  return JSON.stringify(value);
}

/** The fields of a value, by dotted path ('' for a value that is not an object). */
function fieldsOf(value: unknown, prefix = '', depth = 0): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isRecord(value) || depth >= MAX_DEPTH) {
    if (value !== undefined && (prefix !== '' || value !== null)) fields.set(prefix, value);
    return fields;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) {
      for (const [nested, nestedValue] of fieldsOf(inner, path, depth + 1)) {
        fields.set(nested, nestedValue);
      }
    } else {
      fields.set(path, inner);
    }
  }
  return fields;
}

const plainList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every(isPlain) ? value.map(textOf) : null;

/** Every field of before and after (after's order, then what only before had). */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const names = [...new Set([...is.keys(), ...was.keys()])];
  return names.map((field) => {
    const old = was.has(field) ? textOf(was.get(field)) : undefined;
    const now = is.has(field) ? textOf(is.get(field)) : undefined;
    const oldList = plainList(was.get(field)) ?? [];
    const newList = plainList(is.get(field)) ?? [];
    const isList = plainList(was.get(field)) !== null || plainList(is.get(field)) !== null;
    return {
      field,
      before: old,
      after: now,
      isChanged: old !== now,
      added: isList ? newList.filter((item) => !oldList.includes(item)) : [],
      removed: isList ? oldList.filter((item) => !newList.includes(item)) : [],
    };
  });
}
