import type { CustomerPage, SessionsEnded } from '@parallax/core/contracts/desk-customers';
import type { Database } from '../../db/client.js';
import { customersRepository } from './customers.repository.js';
import { deviceTokensRepository } from './device-tokens.repository.js';
import type { AuthDeps, UserRow, Users } from './users.service.js';

/** An account as the desk's customer search lists it. */
export const customerRowOf = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  username: user.username,
  name: user.name,
  status: user.status,
  registrationDate: user.createdAt.toISOString(),
  roles: user.roles,
});

/**
 * What the operator's desk asks of accounts: a search, a customer's sessions, signing them out,
 * their files of their own.
 */
export function createCustomersService(deps: AuthDeps, users: Users) {
  const { db, sessions } = deps;
  return {
    async searchCustomers(query: {
      q?: string | undefined;
      page: number;
      size: number;
    }): Promise<CustomerPage> {
      const rows = await customersRepository.search(db, query);
      return {
        customers: rows.slice(0, query.size).map(customerRowOf),
        page: query.page,
        size: query.size,
        hasMore: rows.length > query.size,
      };
    },

    /** The customer's live sessions, and whether each has a device's push token. */
    async customerSessions(userId: string) {
      const [families, tokens] = await Promise.all([
        sessions.listLive(userId),
        deviceTokensRepository.deviceTokensOf(db, userId),
      ]);
      const withToken = new Set(tokens.map((token) => token.familyId));
      return families.map((family) => ({
        id: family.familyId,
        clientType: family.clientType,
        startedAt: family.startedAt.toISOString(),
        lastActiveAt: family.lastActiveAt.toISOString(),
        hasDeviceToken: withToken.has(family.familyId),
      }));
    },

    /**
     * Signs the customer out everywhere (as their own "sign out everywhere" does, keeping no
     * session), in the caller's transaction: every session, paired device, device token, feed
     * link and push subscription ends.
     */
    async endCustomerSessions(tx: Database, userId: string): Promise<SessionsEnded> {
      const ending = await users.endCredentials(tx, userId, 'signed_out_everywhere', null);
      return { sessions: ending.ended.sessions, devices: ending.ended.devices };
    },

    /**
     * spec 2 §6: whether the account may play files of its own (isAllowedToUploadUserVrFiles,
     * its user info's allowsUploads), in the caller's transaction; true when that changed it.
     */
    setUploadsAllowed: (tx: Database, userId: string, isAllowed: boolean) =>
      customersRepository.setUploadsAllowed(tx, userId, isAllowed),
  };
}
