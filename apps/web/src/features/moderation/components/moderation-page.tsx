import { TICKET_STATUSES, TicketStatus } from '@parallax/core/contracts/support';
import { isModerator } from '@parallax/core/rules/support';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/data/session/session-context';
import { DESK_PAGE_SIZE, moderationQueries, type Queue } from '../api/moderation-api';
import { pageRange } from '../model/ticket-actions';
import { ReportTicketCard } from './report-ticket-card';
import { SupportTicketCard } from './support-ticket-card';
import '../moderation.css';

const QUEUES: readonly Queue[] = ['reports', 'support'];

/**
 * The moderator's desk (spec 2 §6, `/moderation`): for ROLE_MODERATOR only; anyone else gets the
 * not-found page (and the server refuses their calls anyway).
 */
export function ModerationPage({ notFound }: { notFound: ReactNode }) {
  const { auth, user } = useSession();
  if (auth.status === 'unknown') return <div className="route-loading" aria-busy="true" />;
  if (!isModerator(user?.roles ?? [])) return notFound;
  return <ModeratorDesk />;
}

/**
 * Two queues, reports and support requests, each by status (open, answered, closed) with their
 * counts; the queue and status are in the address (`?queue=support&status=answered`), so a
 * reload or a shared link opens the same list.
 */
function ModeratorDesk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queue: Queue = params.get('queue') === 'support' ? 'support' : 'reports';
  const status = TicketStatus.catch('open').parse(params.get('status'));
  // The open count of both queues, for the queue tabs (the same first page the desk opens with).
  const openReports = useQuery(moderationQueries.reports('open', 0));
  const openSupport = useQuery(moderationQueries.support('open', 0));
  const openCounts = {
    reports: openReports.data?.counts.open,
    support: openSupport.data?.counts.open,
  };

  const choose = (next: { queue?: Queue; status?: TicketStatus }) => {
    setParams(
      (currentParams) => {
        const nextParams = new URLSearchParams(currentParams);
        nextParams.set('queue', next.queue ?? queue);
        nextParams.set('status', next.status ?? (next.queue ? 'open' : status));
        return nextParams;
      },
      { replace: true },
    );
  };

  return (
    <section
      className="moderation-page"
      aria-labelledby="moderation-title"
      data-testid="moderation"
    >
      <title>{t('moderation.pageTitle')}</title>
      <h1 id="moderation-title">{t('moderation.title')}</h1>
      <div className="desk-tabs" role="group" aria-label={t('moderation.queues')}>
        {QUEUES.map((name) => (
          <button
            key={name}
            type="button"
            className="desk-tab"
            aria-pressed={queue === name}
            onClick={() => choose({ queue: name })}
            data-testid={`queue-${name}`}
          >
            {t(`moderation.queueNames.${name}`)}
            {openCounts[name] !== undefined && (
              <span className="desk-count">{openCounts[name]}</span>
            )}
          </button>
        ))}
      </div>
      {/* A new queue or status starts on its first page. */}
      {queue === 'reports' ? (
        <QueueView
          key={`reports-${status}`}
          queueQuery={moderationQueries.reports}
          status={status}
          onStatus={(next) => choose({ status: next })}
          renderTicket={(ticket) => <ReportTicketCard ticket={ticket} />}
        />
      ) : (
        <QueueView
          key={`support-${status}`}
          queueQuery={moderationQueries.support}
          status={status}
          onStatus={(next) => choose({ status: next })}
          renderTicket={(ticket) => <SupportTicketCard ticket={ticket} />}
        />
      )}
    </section>
  );
}

type QueuePage<Ticket> = {
  items: Ticket[];
  total: number;
  counts: Record<TicketStatus, number>;
};

/** A queue's status tabs with their counts, its tickets and its pages. */
function QueueView<Ticket extends { id: string }, Key extends QueryKey>({
  queueQuery,
  status,
  onStatus,
  renderTicket,
}: {
  queueQuery: (
    status: TicketStatus,
    page: number,
  ) => UseQueryOptions<QueuePage<Ticket>, Error, QueuePage<Ticket>, Key>;
  status: TicketStatus;
  onStatus: (status: TicketStatus) => void;
  renderTicket: (ticket: Ticket) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery(queueQuery(status, page));
  const items = query.data?.items ?? [];
  const range = query.data ? pageRange(page, DESK_PAGE_SIZE, items.length, query.data.total) : null;

  // A page emptied by answering or closing its last tickets steps back to the last one left.
  const lastPage = query.data
    ? Math.max(0, Math.ceil(query.data.total / DESK_PAGE_SIZE) - 1)
    : page;
  if (!query.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <>
      <div className="desk-tabs desk-statuses" role="group" aria-label={t('moderation.statusTabs')}>
        {TICKET_STATUSES.map((name) => (
          <button
            key={name}
            type="button"
            className="desk-tab desk-tab-small"
            aria-pressed={status === name}
            onClick={() => onStatus(name)}
            data-testid={`status-${name}`}
          >
            {t(`moderation.statuses.${name}`)}
            {query.data && <span className="desk-count">{query.data.counts[name]}</span>}
          </button>
        ))}
      </div>
      {query.isPending && (
        <p className="desk-note" aria-busy="true">
          {t('moderation.loading')}
        </p>
      )}
      {query.isError && (
        <p className="form-error" role="alert">
          {t('moderation.loadError')}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="desk-note" data-testid="desk-empty">
          {t('moderation.empty')}
        </p>
      )}
      {items.length > 0 && (
        <ol className="ticket-list" aria-busy={query.isFetching || undefined}>
          {items.map((ticket) => (
            <li key={ticket.id}>{renderTicket(ticket)}</li>
          ))}
        </ol>
      )}
      {range && <QueuePager page={page} range={range} onPage={setPage} />}
    </>
  );
}

/** The previous and next buttons around "1–20 of 45". */
function QueuePager({
  page,
  range,
  onPage,
}: {
  page: number;
  range: NonNullable<ReturnType<typeof pageRange>>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="desk-pager" aria-label={t('moderation.pages')}>
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('moderation.previous')}
      </button>
      <span>{t('moderation.range', range)}</span>
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={range.to >= range.total}
        onClick={() => onPage(page + 1)}
      >
        {t('moderation.next')}
      </button>
    </nav>
  );
}
