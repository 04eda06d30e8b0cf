import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('reads a change of roles as a list with what was added and taken away', () => {
    expect(auditDiff({ roles: ['ROLE_EDITOR'] }, { roles: ['ROLE_EDITOR', 'ROLE_ADMIN'] })).toEqual(
      [
        {
          field: 'roles',
          before: 'ROLE_EDITOR',
          after: 'ROLE_EDITOR, ROLE_ADMIN',
          isChanged: true,
          added: ['ROLE_ADMIN'],
          removed: [],
        },
      ],
    );
  });

  it('opens nested objects into dotted fields and marks only the changed ones', () => {
    const rows = auditDiff(
      { title: 'Dawn', price: { usd: 9.99, eur: 8.99 }, tags: [] },
      { title: 'Dawn', price: { usd: 7.99, eur: 8.99 }, tags: ['alps'] },
    );
    expect(rows.map((row) => [row.field, row.before, row.after, row.isChanged])).toEqual([
      ['title', 'Dawn', 'Dawn', false],
      ['price.usd', '9.99', '7.99', true],
      ['price.eur', '8.99', '8.99', false],
      ['tags', '', 'alps', true],
    ]);
  });

  it('shows a creation and a deletion with the other side absent', () => {
    expect(auditDiff(null, { code: 'SUMMER', limit: null })).toEqual([
      {
        field: 'code',
        before: undefined,
        after: 'SUMMER',
        isChanged: true,
        added: [],
        removed: [],
      },
      { field: 'limit', before: undefined, after: 'null', isChanged: true, added: [], removed: [] },
    ]);
    const deleted = auditDiff({ code: 'SUMMER' }, null);
    expect(deleted).toEqual([
      {
        field: 'code',
        before: 'SUMMER',
        after: undefined,
        isChanged: true,
        added: [],
        removed: [],
      },
    ]);
  });

  it('keeps a field only one side has, and writes lists of objects as JSON', () => {
    const rows = auditDiff({ a: 1, gone: true }, { a: 1, items: [{ id: 'x' }] });
    expect(rows.map((row) => [row.field, row.before, row.after])).toEqual([
      ['a', '1', '1'],
      ['items', undefined, '[{"id":"x"}]'],
      ['gone', 'true', undefined],
    ]);
  });

  it('reads a plain value that is not an object as one unnamed field', () => {
    expect(auditDiff('draft', 'published')).toEqual([
      { field: '', before: 'draft', after: 'published', isChanged: true, added: [], removed: [] },
    ]);
  });
});
