import { useId, type FormEvent } from 'react';
import { useLocalTexts } from '@/lib/local-texts';
import type { AuditFilters } from '../api/staff-api';
import { AUDIT_TEXTS } from '../model/audit-texts';

// Control characters (pasted with a value) would have the server refuse the whole query.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f]/g;

/** The log's filters: applied on submit (the address keeps them), cleared by one button. */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const texts = useLocalTexts(AUDIT_TEXTS).filters;
  const id = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry.replace(INVISIBLE, '').trim() : '';
    };
    onApply({
      entityType: value('entityType'),
      entityId: value('entityId'),
      actorEmail: value('actorEmail'),
    });
  };
  // Keyed by the filters, so the fields show what the address says after Back or Clear.
  const key = JSON.stringify(filters);
  return (
    <form className="desk-form" onSubmit={handleSubmit} key={key} data-testid="audit-filters">
      <fieldset>
        <legend>{texts.legend}</legend>
        <div className="audit-filters">
          <div className="desk-field">
            <label htmlFor={`${id}-type`}>{texts.entityType}</label>
            <input
              id={`${id}-type`}
              name="entityType"
              defaultValue={filters.entityType}
              aria-describedby={`${id}-type-hint`}
              autoComplete="off"
              maxLength={100}
            />
            <p id={`${id}-type-hint`} className="audit-hint">
              {texts.entityTypeHint}
            </p>
          </div>
          <div className="desk-field">
            <label htmlFor={`${id}-entity`}>{texts.entityId}</label>
            <input
              id={`${id}-entity`}
              name="entityId"
              defaultValue={filters.entityId}
              autoComplete="off"
              maxLength={200}
            />
          </div>
          <div className="desk-field">
            <label htmlFor={`${id}-actor`}>{texts.actorEmail}</label>
            <input
              id={`${id}-actor`}
              name="actorEmail"
              defaultValue={filters.actorEmail}
              autoComplete="off"
              maxLength={320}
            />
          </div>
        </div>
        <div className="desk-actions">
          <button type="submit" className="desk-button desk-button-primary">
            {texts.apply}
          </button>
          <button
            type="button"
            className="desk-button"
            onClick={() => onApply({ entityType: '', entityId: '', actorEmail: '' })}
          >
            {texts.clear}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
