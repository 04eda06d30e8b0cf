import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { deskStaffQueries, type AuditFilters } from '../api/staff-api';
import { AUDIT_TEXTS } from '../model/audit-texts';
import { AuditTable } from './audit-table';
import { AuditFiltersForm } from './audit-filters';
import '../staff-desk.css';

/** The address's names of the filters (`?area=audit&entityType=user&page=2`). */
const FILTER_PARAMS = ['entityType', 'entityId', 'actorEmail'] as const;

function filtersOf(params: URLSearchParams): AuditFilters {
  return {
    entityType: params.get('entityType') ?? '',
    entityId: params.get('entityId') ?? '',
    actorEmail: params.get('actorEmail') ?? '',
  };
}

/** The page index of the address (0 when absent or not a page). */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '0');
  return Number.isInteger(page) && page >= 0 && page <= 10_000 ? page : 0;
}

/** The desk's audit log (admins only): every change, newest first, filtered and paged. */
export function AuditDesk() {
  const texts = useLocalTexts(AUDIT_TEXTS);
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const log = useQuery(deskStaffQueries.audit(filters, page));
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  const show = (next: AuditFilters, nextPage: number) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      for (const name of FILTER_PARAMS) {
        if (next[name]) search.set(name, next[name]);
        else search.delete(name);
      }
      if (nextPage > 0) search.set('page', String(nextPage));
      else search.delete('page');
      return search;
    });

  return (
    <div className="audit-desk" data-testid="audit-desk">
      <h2>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <AuditFiltersForm filters={filters} onApply={(next) => show(next, 0)} />
      {log.isPending ? (
        <p aria-busy="true">{texts.loading}</p>
      ) : log.isError ? (
        <div className="desk-notice" role="alert">
          <p>{texts.loadFailed}</p>
          <button type="button" className="desk-button" onClick={() => void log.refetch()}>
            {texts.retry}
          </button>
        </div>
      ) : log.data.entries.length === 0 ? (
        <p className="desk-notice">{texts.empty}</p>
      ) : (
        <AuditTable entries={log.data.entries} isStale={log.isPlaceholderData} format={format} />
      )}
      <nav className="audit-pager" aria-label={texts.pager.label}>
        <button
          type="button"
          className="desk-button"
          disabled={page === 0}
          onClick={() => show(filters, page - 1)}
        >
          {texts.pager.newer}
        </button>
        <span>{texts.pager.page(page + 1)}</span>
        <button
          type="button"
          className="desk-button"
          disabled={!log.data?.hasMore}
          onClick={() => show(filters, page + 1)}
          data-testid="audit-older"
        >
          {texts.pager.older}
        </button>
      </nav>
    </div>
  );
}
