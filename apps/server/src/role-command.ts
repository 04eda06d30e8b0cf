import { userInfo } from 'node:os';
import { DomainError } from '@parallax/core/errors';
import { ADMIN_ROLE, deskAreasOf } from '@parallax/core/rules/staff';
import { isModerator, USER_ROLES, type UserRole } from '@parallax/core/rules/support';
import type { DatabaseConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createRolesService } from './modules/auth/roles.service.js';

/** What a role opens, from the desk's own table (rules/staff.ts), for the usage text. */
function opensOf(role: UserRole): string {
  const areas = deskAreasOf([role]);
  const desk = role === ADMIN_ROLE ? ['every area of the desk (/desk)'] : [];
  if (role !== ADMIN_ROLE && areas.length > 0) desk.push(`the desk (/desk): ${areas.join(', ')}`);
  const moderation = isModerator([role]) ? ["the moderator's desk (/moderation)"] : [];
  return `${role.padEnd(16)}${[...desk, ...moderation].join('; ')}`;
}

export const ROLE_USAGE = `  role grant|revoke <email> <role>
            give an account a role or take it away, and print its roles; the change is
            written to the audit log, and the last account holding ROLE_ADMIN keeps it.
            Roles and what each opens:
${USER_ROLES.map((role) => `              ${opensOf(role)}`).join('\n')}`;

/**
 * What to print and the exit code: 0 done, 1 understood but not done (no such account, the last
 * admin), 2 not understood (the usage is printed).
 */
export type RoleCommandResult = { exitCode: 0 | 1 | 2; message: string };

const isRole = (value: string | undefined): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value ?? '');

/** Who the audit log says made a change from the command line: the operating system's user. */
function commandLineActor() {
  let name: string;
  try {
    name = userInfo().username;
  } catch {
    name = 'unknown user';
  }
  return { userId: null, email: `command line (${name})`, roles: [] };
}

/** `role grant|revoke <email> <role>` (spec 1 §3 User roles). Idempotent. */
export async function roleCommand(
  db: Database,
  args: readonly string[],
): Promise<RoleCommandResult> {
  const [change, email, role] = args;
  if ((change !== 'grant' && change !== 'revoke') || !email || !isRole(role) || args.length > 3) {
    return { exitCode: 2, message: `usage:\n${ROLE_USAGE}` };
  }
  const roles = createRolesService(db, createAuditService(db));
  const actor = commandLineActor();
  let holder;
  try {
    holder =
      change === 'grant'
        ? await roles.grantRole({ email }, role, actor)
        : await roles.revokeRole({ email }, role, actor);
  } catch (error) {
    if (error instanceof DomainError && error.errorType === 'LastAdmin') {
      return { exitCode: 1, message: error.message };
    }
    throw error;
  }
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
