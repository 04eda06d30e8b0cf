import type { StaffMember } from '@parallax/core/contracts/desk-staff';
import { USER_ROLES, type UserRole } from '@parallax/core/rules/support';
import { useLocalTexts } from '@/lib/local-texts';
import { STAFF_TEXTS } from '../model/staff-texts';

const isUserRole = (role: string): role is UserRole =>
  (USER_ROLES as readonly string[]).includes(role);

/** The accounts holding a role: each role with its own Remove button. */
export function StaffTable({
  members,
  onRemove,
}: {
  members: readonly StaffMember[];
  onRemove: (member: StaffMember, role: UserRole) => void;
}) {
  const texts = useLocalTexts(STAFF_TEXTS);
  if (members.length === 0) return <p className="desk-notice">{texts.empty}</p>;
  return (
    <table className="desk-table" data-testid="staff-table">
      <caption className="staff-caption">{texts.table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.table.email}</th>
          <th scope="col">{texts.table.name}</th>
          <th scope="col">{texts.table.roles}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id} data-testid={`staff-member-${member.email}`}>
            <th scope="row" className="staff-email">
              {member.email}
            </th>
            <td>{member.name || texts.table.noName}</td>
            <td>
              <ul className="staff-roles">
                {member.roles.map((role) => (
                  <li key={role}>
                    <span>{isUserRole(role) ? texts.roleNames[role] : role}</span>
                    {isUserRole(role) && (
                      <button
                        type="button"
                        className="desk-button staff-remove"
                        aria-label={texts.removeLabel(texts.roleNames[role], member.email)}
                        onClick={() => onRemove(member, role)}
                        data-testid={`staff-remove-${role}`}
                      >
                        {texts.remove}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
