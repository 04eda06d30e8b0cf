import type { StaffMember } from '@parallax/core/contracts/desk-staff';
import type { UserRole } from '@parallax/core/rules/support';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/http';
import { useLocalTexts } from '@/lib/local-texts';
import { useRevokeRole } from '../api/staff-api';
import { STAFF_TEXTS } from '../model/staff-texts';

/**
 * Asks before a role is taken away (it stops working at once), then takes it: the last admin's
 * refusal (409 LastAdmin) is said here, in the dialog.
 */
export function RevokeRoleDialog({
  member,
  role,
  isSelf,
  onDone,
  onClose,
}: {
  member: StaffMember;
  role: UserRole;
  isSelf: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const texts = useLocalTexts(STAFF_TEXTS);
  const titleId = useId();
  const revoke = useRevokeRole();
  const [failure, setFailure] = useState<string | null>(null);
  const roleName = texts.roleNames[role];

  const handleConfirm = async () => {
    setFailure(null);
    try {
      await revoke.mutateAsync({ id: member.id, role });
      onDone();
    } catch (error) {
      const isLastAdmin = error instanceof ApiError && error.errorType === 'LastAdmin';
      setFailure(isLastAdmin ? texts.errors.lastAdmin : texts.errors.failed);
    }
  };

  return (
    <Dialog
      labelledBy={titleId}
      onRequestClose={() => !revoke.isPending && onClose()}
      initialFocus="[data-autofocus]"
      testId="staff-revoke-dialog"
    >
      <div className="staff-dialog">
        <h2 id={titleId}>{texts.confirm.title}</h2>
        <p>{texts.confirm.body(roleName, member.email)}</p>
        {isSelf && <p className="desk-notice">{texts.confirm.yourself}</p>}
        {failure && (
          <p className="desk-error" role="alert">
            {failure}
          </p>
        )}
        <div className="desk-actions">
          <button
            type="button"
            className="desk-button"
            onClick={onClose}
            disabled={revoke.isPending}
            data-autofocus
          >
            {texts.confirm.cancel}
          </button>
          <button
            type="button"
            className="desk-button desk-button-primary"
            onClick={() => void handleConfirm()}
            disabled={revoke.isPending}
            data-testid="staff-revoke-confirm"
          >
            {texts.confirm.confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
