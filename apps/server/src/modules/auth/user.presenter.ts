import type { LoginResult, UserInfo, UserStatus } from '@parallax/core/contracts/auth';
import type { SignedIn } from './users.service.js';
import type { UserRow } from './users.repository.js';

/** The name shown for a user: the username, else the profile name, else the e-mail's local part. */
export function displayName(user: UserRow): string {
  return user.username ?? (user.name || user.email.split('@')[0] || user.email);
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    pic: user.pic,
    name: displayName(user),
    description: user.description,
    email: user.email,
    allowsUploads: user.isAllowedToUploadUserVrFiles,
    isAllowedToUploadUserVrFiles: user.isAllowedToUploadUserVrFiles,
    roles: user.roles,
    isSocialAuth: user.isSocialAuth,
    hasPassword: user.passwordHash !== null,
    status: user.status as UserStatus,
    emailConsent: user.emailConsent,
    dominantHand: user.dominantHand as UserInfo['dominantHand'],
    vrControls: user.vrControls,
    isQuickMenuEnabled: user.isQuickMenuEnabled,
    registrationDate: user.createdAt.toISOString(),
    ageVerified: user.ageVerified,
    hasFullAccess: user.hasFullAccess,
    isAccountSynced: user.emailConfirmed,
    isBdEnabled: user.isBdEnabled,
    emailToken: user.emailToken,
    language: user.language === 'es' ? 'es' : 'en',
    additionalData: {
      acceptedRestictedContent: user.acceptedRestictedContent,
      acceptedCookies: user.acceptedCookies,
    },
  };
}

/**
 * A sign-in's answer (spec 1 §4 login result). The session is in cookies; the clients that send
 * `Authorization: Bearer` (headset and desktop) also get its tokens in the body.
 */
export function toLoginResult(result: SignedIn, hasTokensInBody: boolean): LoginResult {
  return {
    status: 'ACTIVE',
    user: toUserInfo(result.user),
    accessTokenExpiresAt: result.session.accessTokenExpiresAt.toISOString(),
    ...(hasTokensInBody
      ? { accessToken: result.session.accessToken, refreshToken: result.session.refreshToken }
      : {}),
  };
}
