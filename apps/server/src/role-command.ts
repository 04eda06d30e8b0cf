import { USER_ROLES, type UserRole } from '@parallax/core/rules/support';
import type { DatabaseConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { createRolesService } from './modules/auth/roles.service.js';

export const ROLE_USAGE = `  role grant|revoke <email> <role>
            give an account a role or take it away, and print its roles (roles:
            ${USER_ROLES.join(', ')}; ROLE_MODERATOR opens the moderator's desk)`;

/**
 * What to print and the exit code: 0 done, 1 understood but not done (no such account), 2 not
 * understood (the usage is printed).
 */
export type RoleCommandResult = { exitCode: 0 | 1 | 2; message: string };

const isRole = (value: string | undefined): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value ?? '');

/** `role grant|revoke <email> <role>` (spec 1 §3 User roles). Idempotent. */
export async function roleCommand(
  db: Database,
  args: readonly string[],
): Promise<RoleCommandResult> {
  const [change, email, role] = args;
  if ((change !== 'grant' && change !== 'revoke') || !email || !isRole(role) || args.length > 3) {
    return { exitCode: 2, message: `usage:\n${ROLE_USAGE}` };
  }
  const roles = createRolesService(db);
  const holder =
    change === 'grant' ? await roles.grantRole(email, role) : await roles.revokeRole(email, role);
  if (!holder) return { exitCode: 1, message: `No account has the e-mail ${email}` };
  const now = holder.roles.length > 0 ? holder.roles.join(', ') : 'none';
  return {
    exitCode: 0,
    message: `${holder.email}: ${role} ${change === 'grant' ? 'granted' : 'revoked'}; roles now: ${now}`,
  };
}

/**
 * `parallax role …` as cli.ts runs it: on the configured database, migrated first like the other
 * commands that write to it, so it works on a database no server has started on yet.
 */
export async function roleCommandOn(
  config: DatabaseConfig,
  args: readonly string[],
): Promise<RoleCommandResult> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await roleCommand(database.db, args);
  } finally {
    await database.close();
  }
}
