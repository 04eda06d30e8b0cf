import type { ReportTicket, SupportTicket } from '@parallax/core/contracts/support';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A ticket's date and time in the page's language. */
function useTicketDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}

/** A ticket's heading (its id names the ticket's article), a badge and when it came. */
export function TicketHeader({
  id,
  title,
  badge,
  createdAt,
}: {
  id: string;
  title: ReactNode;
  badge: ReactNode;
  createdAt: string;
}) {
  const { t } = useTranslation();
  const formatDate = useTicketDate();
  return (
    <header className="ticket-header">
      <h3 id={`ticket-${id}`} className="ticket-title">
        {title}
      </h3>
      {badge}
      <p className="ticket-date">{t('moderation.received', { date: formatDate(createdAt) })}</p>
    </header>
  );
}

/** One labelled value of a ticket; nothing when it has no value. */
export function TicketField({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="ticket-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The moderator's answer, once there is one. */
export function TicketAnswerView({
  ticket: { answer, answeredBy, answeredAt },
}: {
  ticket: Pick<ReportTicket | SupportTicket, 'answer' | 'answeredBy' | 'answeredAt'>;
}) {
  const { t } = useTranslation();
  const formatDate = useTicketDate();
  if (answer === null) return null;
  const date = answeredAt ? formatDate(answeredAt) : '';
  return (
    <div className="ticket-answer" data-testid="ticket-answer">
      <p className="ticket-answer-by">
        {answeredBy
          ? t('moderation.answeredBy', { name: answeredBy, date })
          : t('moderation.answeredByUnknown', { date })}
      </p>
      <p className="ticket-text">{answer}</p>
    </div>
  );
}
