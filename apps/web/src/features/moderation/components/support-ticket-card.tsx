import type { SupportTicket } from '@parallax/core/contracts/support';
import { HEADSET_MODELS, type HeadsetModel } from '@parallax/core/rules/support';
import { useTranslation } from '@/lib/i18n';
import { TicketActions } from './ticket-actions';
import { TicketAnswerView, TicketField, TicketHeader } from './ticket-parts';

const isListedHeadset = (value: string): value is HeadsetModel =>
  (HEADSET_MODELS as readonly string[]).includes(value);

/**
 * A support request as the moderator reads it (spec 2 §3 supportRequestDto): who asked, the
 * problem, the setup, headset and GPU, the pack it is about; the answer once given (e-mailed);
 * answer, close or reopen.
 */
export function SupportTicketCard({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation();
  const headset = ticket.headset
    ? isListedHeadset(ticket.headset)
      ? t(`supportRequest.headsetModels.${ticket.headset}`)
      : ticket.headset
    : null;

  return (
    <article
      className="ticket"
      aria-labelledby={`ticket-${ticket.id}`}
      data-testid="support-ticket"
      data-status={ticket.status}
    >
      <TicketHeader
        id={ticket.id}
        title={ticket.email}
        badge={
          <span className="badge">{t(ticket.userId ? 'moderation.user' : 'moderation.guest')}</span>
        }
        createdAt={ticket.createdAt}
      />
      <dl className="ticket-fields">
        <TicketField label={t('moderation.description')}>
          <span className="ticket-text">{ticket.problemDescription}</span>
        </TicketField>
        <TicketField label={t('moderation.vrSetup')}>
          {ticket.vrSetup ? t(`supportRequest.vrSetups.${ticket.vrSetup}`) : null}
        </TicketField>
        <TicketField label={t('moderation.headset')}>{headset}</TicketField>
        <TicketField label={t('moderation.gpu')}>{ticket.gpuModel}</TicketField>
        <TicketField label={t('moderation.content')}>{ticket.contentTitle}</TicketField>
      </dl>
      <TicketAnswerView ticket={ticket} />
      <TicketActions
        queue="support"
        id={ticket.id}
        status={ticket.status}
        answerHint={t('moderation.answerSupportHint', { email: ticket.email })}
      />
    </article>
  );
}
