import { z } from 'zod';
import { USER_ROLES } from '../rules/support.js';
import { Email } from './auth.js';
import { IsoDateTime, text } from './common.js';

/** A role the desk grants: the staff roles and the moderator's (rules/staff.ts, rules/support.ts). */
export const StaffRoleName = z.enum(USER_ROLES).describe('A staff role (or ROLE_MODERATOR)');

/** An account holding at least one role, as the staff area lists it. */
export const StaffMember = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.string()).describe('The roles it holds, in the order they were granted'),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

/** Every account that holds a role, by e-mail. */
export const StaffList = z.object({ members: z.array(StaffMember) }).meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof StaffList>;

/** Give the account of an e-mail a role (idempotent: a role held stays held once). */
export const RoleGrant = z.object({ email: Email, role: StaffRoleName }).meta({ id: 'RoleGrant' });
export type RoleGrant = z.input<typeof RoleGrant>;

/** The account and the role a revocation names (`/desk/staff/:id/roles/:role`). */
export const RoleRevokeParams = z.object({ id: z.uuid(), role: StaffRoleName });

/** The audit log's filters and page: by page index, or after a cursor the last page gave. */
export const AuditLogQuery = z.object({
  entityType: text({ trim: true }).min(1).max(100).optional(),
  entityId: text({ trim: true }).min(1).max(200).optional(),
  actorEmail: text({ trim: true })
    .min(1)
    .max(320)
    .optional()
    .describe('Part of the e-mail of whoever made the change (any case)'),
  cursor: z
    .uuid()
    .optional()
    .describe('The nextCursor of the page before: the rows older than its last'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

/** One change: when, who, what, and the entity before (null: created) and after (null: deleted). */
export const AuditEntryBody = z
  .object({
    id: z.uuid(),
    at: IsoDateTime,
    actorEmail: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryBody = z.infer<typeof AuditEntryBody>;

/** A page of the audit log, newest first. */
export const AuditLogPage = z
  .object({
    entries: z.array(AuditEntryBody),
    page: z.int().nonnegative(),
    size: z.int().positive(),
    hasMore: z.boolean().describe('Whether older rows match'),
    nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page'),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;
