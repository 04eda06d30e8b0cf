import type { CustomerDetail } from '@parallax/core/contracts/desk-customers';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocalTexts } from '@/lib/local-texts';
import { useEndSessions } from '../api/customers-api';
import { formatDateTime } from '../model/format';
import { CUSTOMERS_TEXTS } from '../model/texts';
import { ConfirmDialog } from './confirm-dialog';

function SessionsTable({ sessions }: { sessions: CustomerDetail['sessions'] }) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const { i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <table className="desk-table" data-testid="desk-customer-sessions">
      <thead>
        <tr>
          <th scope="col">{texts.sessions.client}</th>
          <th scope="col">{texts.sessions.started}</th>
          <th scope="col">{texts.sessions.lastActive}</th>
          <th scope="col">{texts.sessions.deviceToken}</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td>{session.clientType}</td>
            <td>{when(session.startedAt)}</td>
            <td>{when(session.lastActiveAt)}</td>
            <td>{session.hasDeviceToken ? texts.yes : texts.no}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The customer's live sessions (browsers, paired headsets, apps) and ending them all. */
export function SessionsSection({
  userId,
  email,
  sessions,
}: {
  userId: string;
  email: string;
  sessions: CustomerDetail['sessions'];
}) {
  const texts = useLocalTexts(CUSTOMERS_TEXTS);
  const end = useEndSessions(userId);
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const handleConfirm = async () => {
    setFailure(null);
    try {
      const ended = await end.mutateAsync();
      setIsAsking(false);
      setNotice(texts.sessions.ended(ended.sessions, ended.devices));
    } catch {
      setFailure(texts.failed);
    }
  };

  return (
    <section aria-labelledby="customer-sessions">
      <h2 id="customer-sessions">{texts.sessions.heading}</h2>
      {notice && (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      )}
      {sessions.length === 0 ? (
        <p>{texts.sessions.empty}</p>
      ) : (
        <>
          <SessionsTable sessions={sessions} />
          <button
            type="button"
            className="desk-button"
            onClick={() => setIsAsking(true)}
            data-testid="desk-sessions-end"
          >
            {texts.sessions.endAll}
          </button>
        </>
      )}
      {isAsking && (
        <ConfirmDialog
          title={texts.sessions.confirmTitle}
          body={texts.sessions.confirmBody(email)}
          confirm={texts.sessions.confirm}
          keep={texts.sessions.keep}
          isBusy={end.isPending}
          failure={failure}
          testId="desk-sessions-end-dialog"
          onConfirm={() => void handleConfirm()}
          onClose={() => setIsAsking(false)}
        />
      )}
    </section>
  );
}
