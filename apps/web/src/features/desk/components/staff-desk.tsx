import type { StaffMember } from '@parallax/core/contracts/desk-staff';
import type { UserRole } from '@parallax/core/rules/support';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSession } from '@/data/session/session-context';
import { useLocalTexts } from '@/lib/local-texts';
import { deskStaffQueries } from '../api/staff-api';
import { STAFF_TEXTS } from '../model/staff-texts';
import { GrantRoleForm } from './grant-role-form';
import { RevokeRoleDialog } from './revoke-role-dialog';
import { StaffTable } from './staff-table';
import '../staff-desk.css';

/** The desk's staff area (admins only): who holds which role; grant one, or take one away. */
export function StaffDesk() {
  const texts = useLocalTexts(STAFF_TEXTS);
  const { user } = useSession();
  const staff = useQuery(deskStaffQueries.staff());
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<{ member: StaffMember; role: UserRole } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The removed role's button is gone with it: focus goes back to the area, not to the page's top.
  const keepFocusInArea = () =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    });

  return (
    <div className="staff-desk" data-testid="staff-desk">
      <h2 ref={headingRef} tabIndex={-1}>
        {texts.heading}
      </h2>
      <p>{texts.intro}</p>
      <p className="staff-status" role="status" data-testid="staff-notice">
        {notice}
      </p>
      <GrantRoleForm
        onGranted={(member, role) =>
          setNotice(texts.grant.granted(texts.roleNames[role], member.email))
        }
      />
      {staff.isPending ? (
        <p aria-busy="true">{texts.loading}</p>
      ) : staff.isError ? (
        <div className="desk-notice" role="alert">
          <p>{texts.loadFailed}</p>
          <button type="button" className="desk-button" onClick={() => void staff.refetch()}>
            {texts.retry}
          </button>
        </div>
      ) : (
        <StaffTable
          members={staff.data.members}
          onRemove={(member, role) => setRemoving({ member, role })}
        />
      )}
      {removing && (
        <RevokeRoleDialog
          member={removing.member}
          role={removing.role}
          isSelf={removing.member.id === user?.id}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setNotice(texts.removed(texts.roleNames[removing.role], removing.member.email));
            setRemoving(null);
            keepFocusInArea();
          }}
        />
      )}
    </div>
  );
}
