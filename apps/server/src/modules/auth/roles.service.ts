import { DomainError } from '@parallax/core/errors';
import { normalizeEmail } from '@parallax/core/rules/auth';
import { ADMIN_ROLE } from '@parallax/core/rules/staff';
import { isModerator, USER_ROLES, type UserRole } from '@parallax/core/rules/support';
import type { Database } from '../../db/client.js';
import type { AuditRecorder, DeskActor } from '../audit/audit.types.js';
import { rolesRepository, type RoleAccount } from './roles.repository.js';

/** An account whose roles an operator changed, as it is now. */
export type RoleHolder = RoleAccount;

/** Whose roles change: the account of an e-mail (any case) or of an id. */
export type RoleAccountRef = { email: string } | { id: string };

/** The message of a refused revocation of the last admin's ROLE_ADMIN. */
export const LAST_ADMIN_MESSAGE =
  'This is the last account holding ROLE_ADMIN: grant it to another account first';

/**
 * spec 1 §3 User roles. Roles are read from the database on every check, never from a token: an
 * access token lives for minutes, and a role revoked must stop working at once. Every change is
 * written to the audit log in its own transaction, by whoever made it (the desk's admin, the
 * command line).
 */
export function createRolesService(db: Database, audit: AuditRecorder) {
  async function changeRole(
    who: RoleAccountRef,
    role: UserRole,
    change: 'grant' | 'revoke',
    actor: DeskActor,
  ): Promise<RoleHolder | null> {
    const ref = 'email' in who ? { email: normalizeEmail(who.email) } : who;
    return db.transaction(async (tx) => {
      // The admins first, then the account (the same order every time: no deadlock).
      const admins =
        change === 'revoke' && role === ADMIN_ROLE
          ? await rolesRepository.lockHolders(tx, ADMIN_ROLE)
          : [];
      const before = await rolesRepository.lockAccount(tx, ref);
      if (!before) return null;
      const held = before.roles.includes(role);
      if (held === (change === 'grant')) return before;
      if (role === ADMIN_ROLE && admins.length === 1 && admins[0] === before.id) {
        throw new DomainError('LastAdmin', LAST_ADMIN_MESSAGE);
      }
      const roles =
        change === 'grant' ? [...before.roles, role] : before.roles.filter((r) => r !== role);
      await rolesRepository.setRoles(tx, before.id, roles);
      await audit.record(tx, actor, {
        action: `role.${change}`,
        entityType: 'user',
        entityId: before.id,
        before: { roles: before.roles },
        after: { roles },
      });
      return { ...before, roles };
    });
  }

  return {
    /** Whether the user holds ROLE_MODERATOR now (an unknown user does not). */
    isModerator: async (userId: string): Promise<boolean> => {
      const roles = await rolesRepository.rolesOf(db, userId);
      return roles !== undefined && isModerator(roles);
    },

    /** Every account holding a role (staff or moderator), by e-mail. */
    staff: (): Promise<RoleHolder[]> => rolesRepository.holdersOfAny(db, USER_ROLES),

    /** Idempotent; null when no account matches. */
    grantRole: (who: RoleAccountRef, role: UserRole, actor: DeskActor) =>
      changeRole(who, role, 'grant', actor),

    /**
     * Idempotent; null when no account matches. The last account holding ROLE_ADMIN keeps it
     * (409 LastAdmin): with no admin left, only the command line could grant roles again.
     */
    revokeRole: (who: RoleAccountRef, role: UserRole, actor: DeskActor) =>
      changeRole(who, role, 'revoke', actor),
  };
}
