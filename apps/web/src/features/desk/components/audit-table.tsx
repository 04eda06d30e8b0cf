import type { AuditEntryBody } from '@parallax/core/contracts/desk-staff';
import { useId, useState } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import { AUDIT_TEXTS } from '../model/audit-texts';
import { AuditDiffTable } from './audit-diff-table';

/** One change of the log, and below it (opened by its button) its before and after. */
function AuditEntryRow({ entry, when }: { entry: AuditEntryBody; when: string }) {
  const texts = useLocalTexts(AUDIT_TEXTS);
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <tr data-testid="audit-entry">
        <td>
          <time dateTime={entry.at}>{when}</time>
        </td>
        <td className="audit-entity">{entry.actorEmail}</td>
        <td>
          <code>{entry.action}</code>
        </td>
        <td className="audit-entity">
          {entry.entityType}
          {entry.entityId && (
            <>
              <br />
              <code>{entry.entityId}</code>
            </>
          )}
        </td>
        <td>
          <button
            type="button"
            className="desk-button audit-toggle"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-label={`${isOpen ? texts.hide : texts.show}: ${texts.detailsOf(entry.action, when)}`}
            onClick={() => setIsOpen((open) => !open)}
            data-testid="audit-toggle"
          >
            {isOpen ? texts.hide : texts.show}
          </button>
        </td>
      </tr>
      <tr id={detailsId} className="audit-details" hidden={!isOpen}>
        <td colSpan={5}>
          {isOpen && <AuditDiffTable before={entry.before} after={entry.after} />}
        </td>
      </tr>
    </>
  );
}

/** A page of the log. */
export function AuditTable({
  entries,
  isStale,
  format,
}: {
  entries: readonly AuditEntryBody[];
  /** The page before, shown while the next one loads. */
  isStale: boolean;
  format: Intl.DateTimeFormat;
}) {
  const texts = useLocalTexts(AUDIT_TEXTS).table;
  return (
    <table className="desk-table" data-testid="audit-table" aria-busy={isStale}>
      <caption className="audit-caption">{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.when}</th>
          <th scope="col">{texts.who}</th>
          <th scope="col">{texts.action}</th>
          <th scope="col">{texts.entity}</th>
          <th scope="col">{texts.details}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} when={format.format(new Date(entry.at))} />
        ))}
      </tbody>
    </table>
  );
}
