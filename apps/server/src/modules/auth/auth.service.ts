import { createDevicesService } from './devices.service.js';
import { createOneTimeLoginService } from './one-time-login.service.js';
import { createPasswordsService } from './passwords.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSignInService } from './sign-in.service.js';
import { createUsers, type AuthDeps } from './users.js';

/** Accounts as this service hands them out: other modules take the types from here. */
export type { SignedIn, UserRow } from './users.js';

/**
 * Auth as routes and other modules see it: one service made of one part per job, built on the
 * same user steps (`users.ts`), so every part signs in and proves addresses the same way.
 */
export function createAuthService(deps: AuthDeps) {
  const users = createUsers(deps);
  return {
    ...createRegistrationService(deps, users),
    ...createSignInService(deps, users),
    ...createPasswordsService(deps, users),
    ...createOneTimeLoginService(deps, users),
    ...createDevicesService(deps),
    userById: users.userById,
    userByEmail: users.userByEmail,
    lockUser: users.lockUser,
    updateProfile: users.updateProfile,
    setEmailConsentByToken: users.setEmailConsentByToken,
    markAgeVerified: users.markAgeVerified,
    deleteUser: users.deleteUser,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
