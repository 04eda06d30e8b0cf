import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAuthModal } from '@/data/session/auth-modal-context';
import type { AuthState } from '@/data/session/auth-status';
import { lazyPart } from '@/lib/lazy-part';
import { readSessionMarker, tokenState } from '@/lib/session';
import { useSession } from '@/data/session/session-context';
import {
  SupportContext,
  type SupportContextValue,
  type SupportSubject,
} from '@/data/support/support-context';
import type { SentSupportRequest } from './support-request-form';

// The forms load on first opening: every page carries only this provider.
const ReportContentDialog = lazyPart(() =>
  import('./report-content-dialog').then((module) => module.ReportContentDialog),
);
const SupportRequestDialog = lazyPart(() =>
  import('./support-request-dialog').then((module) => module.SupportRequestDialog),
);
const SupportSuccessDialog = lazyPart(() =>
  import('./support-success-dialog').then((module) => module.SupportSuccessDialog),
);

type Open =
  | { kind: 'report'; subject: SupportSubject }
  | { kind: 'support'; subject: SupportSubject | null }
  | { kind: 'sent'; sent: SentSupportRequest }
  | null;

/** While the session is being confirmed, a live session marker means a signed-in user. */
function isLikelyGuest(status: AuthState['status']): boolean {
  if (status !== 'unknown') return status === 'notAuthenticated';
  const state = tokenState(readSessionMarker(), Date.now());
  return state !== 'valid' && state !== 'expiring';
}

/**
 * Owns the report-content and support-request dialogs (one open at a time) and supplies
 * `useOptionalSupport()`. Reporting is for signed-in users (spec 2 §6): a guest gets the
 * auth-required modal, as for the library.
 */
export function SupportProvider({ children }: { children: ReactNode }) {
  const { auth } = useSession();
  const { openAuthRequired } = useAuthModal();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const isGuest = auth.status === 'notAuthenticated';

  const openReportContent = useCallback(
    (subject: SupportSubject) => {
      if (isLikelyGuest(auth.status)) openAuthRequired();
      else setOpen({ kind: 'report', subject });
    },
    [auth.status, openAuthRequired],
  );
  const openSupportRequest = useCallback(
    (subject?: SupportSubject) => setOpen({ kind: 'support', subject: subject ?? null }),
    [],
  );
  const value = useMemo<SupportContextValue>(
    () => ({ openReportContent, openSupportRequest }),
    [openReportContent, openSupportRequest],
  );

  return (
    <SupportContext value={value}>
      {children}
      {open?.kind === 'report' && !isGuest && (
        <ReportContentDialog subject={open.subject} onClose={close} />
      )}
      {open?.kind === 'support' && (
        <SupportRequestDialog
          subject={open.subject}
          onSent={(sent) => setOpen({ kind: 'sent', sent })}
          onClose={close}
        />
      )}
      {open?.kind === 'sent' && <SupportSuccessDialog sent={open.sent} onClose={close} />}
    </SupportContext>
  );
}
