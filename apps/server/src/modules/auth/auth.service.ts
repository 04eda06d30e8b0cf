import { createCustomersService } from './customers.service.js';
import { createDevicesService } from './devices.service.js';
import { createOneTimeLoginService } from './one-time-login.service.js';
import { createPairingService } from './pairing.service.js';
import { createPasswordsService } from './passwords.service.js';
import { createPaymentAccountsService } from './payment-accounts.service.js';
import { createQuickRegistrationService } from './quick-registration.service.js';
import { createRegistrationService } from './registration.service.js';
import { createRolesService } from './roles.service.js';
import { createSignInService } from './sign-in.service.js';
import { createSocialSignInService } from './social-sign-in.service.js';
import { createUsers, type AuthDeps } from './users.service.js';
import { usersRepository } from './users.repository.js';

/** Accounts as this service hands them out: other modules take the types from here. */
export type { SignedIn, UserRow } from './users.service.js';
export type { AudienceMember } from './users.repository.js';

/**
 * Accounts a page at a time, for an operator's broadcast (which the command line runs: it needs
 * nothing of the service's dependencies).
 */
export const audiencePage: typeof usersRepository.audiencePage = (db, query) =>
  usersRepository.audiencePage(db, query);

/**
 * Auth as routes and other modules see it: one service made of one part per job, built on the
 * same user steps (`users.service.ts`), so every part signs in and proves addresses the same way.
 */
export function createAuthService(deps: AuthDeps) {
  const users = createUsers(deps);
  return {
    ...createRegistrationService(deps, users),
    ...createQuickRegistrationService(deps, users),
    ...createPaymentAccountsService(deps, users),
    ...createSignInService(deps, users),
    ...createSocialSignInService(deps, users),
    ...createPasswordsService(deps, users),
    ...createOneTimeLoginService(deps, users),
    ...createPairingService(deps),
    ...createDevicesService(deps, users),
    ...createCustomersService(deps, users),
    ...createRolesService(deps.db, deps.audit),
    userById: users.userById,
    userByEmail: users.userByEmail,
    usersByIds: users.usersByIds,
    lockUser: users.lockUser,
    updateProfile: users.updateProfile,
    setEmailConsentByToken: users.setEmailConsentByToken,
    markAgeVerified: users.markAgeVerified,
    deleteUser: users.deleteUser,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
