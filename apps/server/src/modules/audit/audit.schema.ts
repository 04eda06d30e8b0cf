import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../auth/auth.schema.js';

// The operator's desk's audit log: every change made in the desk or with the staff's commands.

/**
 * One change: who made it (the account, and its e-mail then, kept when the account goes), when,
 * what (`action`, e.g. `pack.update`, on `entityType` `entityId`), and the entity before and after
 * (null before a creation, after a deletion). Written in the transaction of the change itself.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    at: createdAt(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_entity').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor').on(t.actorId, t.at),
  ],
);
