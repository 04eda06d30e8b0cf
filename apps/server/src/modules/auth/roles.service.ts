import { normalizeEmail } from '@parallax/core/rules/auth';
import { isModerator, type UserRole } from '@parallax/core/rules/support';
import type { Database } from '../../db/client.js';
import { rolesRepository } from './roles.repository.js';

/** An account whose roles an operator changed, as it is now. */
export type RoleHolder = { id: string; email: string; roles: string[] };

/**
 * spec 1 §3 User roles. Roles are read from the database on every check, never from a token: an
 * access token lives for minutes, and a role revoked must stop working at once.
 */
export function createRolesService(db: Database) {
  async function changeRole(
    email: string,
    role: UserRole,
    change: 'grant' | 'revoke',
  ): Promise<RoleHolder | null> {
    return (await rolesRepository.changeRole(db, normalizeEmail(email), role, change)) ?? null;
  }

  return {
    /** Whether the user holds ROLE_MODERATOR now (an unknown user does not). */
    isModerator: async (userId: string): Promise<boolean> => {
      const roles = await rolesRepository.rolesOf(db, userId);
      return roles !== undefined && isModerator(roles);
    },

    /** Idempotent; null when no account has the e-mail. */
    grantRole: (email: string, role: UserRole) => changeRole(email, role, 'grant'),

    /** Idempotent; null when no account has the e-mail. */
    revokeRole: (email: string, role: UserRole) => changeRole(email, role, 'revoke'),
  };
}
