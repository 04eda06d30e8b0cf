import type { ReportTicket } from '@parallax/core/contracts/support';
import { pagePath } from '@parallax/core/pages';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { TicketActions } from './ticket-actions';
import { TicketAnswerView, TicketField, TicketHeader } from './ticket-parts';

const ContentMarkDialog = lazyPart(() =>
  import('./content-mark-dialog').then((module) => module.ContentMarkDialog),
);

/**
 * A content report as the moderator reads it: the pack (to its page), the message, the reporter;
 * the answer once given; answer, close or reopen; and hide the pack from the store or restore it.
 */
export function ReportTicketCard({ ticket }: { ticket: ReportTicket }) {
  const { t } = useTranslation();
  const [isMarking, setIsMarking] = useState(false);
  const title = ticket.contentTitle ?? t('moderation.contentGone');

  return (
    <article
      className="ticket"
      aria-labelledby={`ticket-${ticket.id}`}
      data-testid="report-ticket"
      data-status={ticket.status}
    >
      <TicketHeader
        id={ticket.id}
        title={
          ticket.contentSlug ? (
            <Link to={pagePath('content', { slug: ticket.contentSlug })}>{title}</Link>
          ) : (
            title
          )
        }
        badge={
          ticket.contentHidden && (
            <span className="badge ticket-hidden" data-testid="content-hidden">
              {t('moderation.contentHidden')}
            </span>
          )
        }
        createdAt={ticket.createdAt}
      />
      <dl className="ticket-fields">
        <TicketField label={t('moderation.reporter')}>
          {ticket.reporter.name} · {ticket.reporter.email}
        </TicketField>
        <TicketField label={t('moderation.message')}>
          <span className="ticket-text">{ticket.message}</span>
        </TicketField>
      </dl>
      <TicketAnswerView ticket={ticket} />
      <TicketActions
        queue="reports"
        id={ticket.id}
        status={ticket.status}
        answerHint={t('moderation.answerReportHint')}
      >
        {ticket.contentTitle !== null && (
          <button
            type="button"
            className={
              ticket.contentHidden
                ? 'button button-small button-secondary'
                : 'button button-small button-danger-outline'
            }
            onClick={() => setIsMarking(true)}
            aria-haspopup="dialog"
          >
            {t(ticket.contentHidden ? 'moderation.restore' : 'moderation.hide')}
          </button>
        )}
      </TicketActions>
      {isMarking && (
        <ContentMarkDialog
          contentPackId={ticket.contentPackId}
          title={title}
          status={ticket.contentHidden ? 'ready' : 'hidden'}
          onClose={() => setIsMarking(false)}
        />
      )}
    </article>
  );
}
