import { useLocalTexts } from '@/lib/local-texts';
import { auditDiff, type DiffRow } from '../model/audit-diff';
import { AUDIT_TEXTS } from '../model/audit-texts';

/** A change's before and after, field by field, the changed fields marked (not by colour alone). */
export function AuditDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const texts = useLocalTexts(AUDIT_TEXTS).diff;
  const rows = auditDiff(before, after);
  return (
    <div className="audit-diff-view">
      {rows.length === 0 ? (
        <p>{texts.noFields}</p>
      ) : (
        <table className="audit-diff">
          <caption className="audit-caption">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.field}</th>
              <th scope="col">{texts.before}</th>
              <th scope="col">{texts.after}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <DiffLine key={row.field} row={row} />
            ))}
          </tbody>
        </table>
      )}
      <details className="audit-json">
        <summary>{texts.whole}</summary>
        <pre>{JSON.stringify({ before, after }, null, 2)}</pre>
      </details>
    </div>
  );
}

/** One field; an absent or empty value (an empty list) reads as "(none)". */
function DiffLine({ row }: { row: DiffRow }) {
  const texts = useLocalTexts(AUDIT_TEXTS).diff;
  return (
    <tr className={row.isChanged ? 'audit-changed' : undefined}>
      <th scope="row">
        {row.field || '—'}
        {row.isChanged && <span className="audit-changed-tag">{texts.changed}</span>}
      </th>
      <td>{row.before || texts.absent}</td>
      <td>
        {row.after || texts.absent}
        {row.added.map((item) => (
          <span key={`+${item}`} className="audit-list-change audit-added">
            + {item} ({texts.added})
          </span>
        ))}
        {row.removed.map((item) => (
          <span key={`-${item}`} className="audit-list-change audit-removed">
            − {item} ({texts.removed})
          </span>
        ))}
      </td>
    </tr>
  );
}
