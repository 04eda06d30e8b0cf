import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { roleCommand } from '../role-command.js';
import type { BrowserClient } from './browser-client.js';
import { signedUpClient } from './accounts.js';

/**
 * Signs a new account up (named after `prefix`) and grants it `role` the way the command line does
 * (`parallax role grant`). Returns the account as signedUpClient does: client, userId and email.
 */
export async function staffAccount(
  app: FastifyInstance,
  db: Database,
  role: string,
  prefix = 'staff',
) {
  const account = await signedUpClient(app, prefix);
  const granted = await roleCommand(db, ['grant', account.email, role]);
  expect(granted.exitCode, granted.message).toBe(0);
  return account;
}

/** The signed-in client of a new account holding `role` (see staffAccount). */
export async function staffClient(
  app: FastifyInstance,
  db: Database,
  role: string,
  prefix = 'staff',
): Promise<BrowserClient> {
  return (await staffAccount(app, db, role, prefix)).client;
}
