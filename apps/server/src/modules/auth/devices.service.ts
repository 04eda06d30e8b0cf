import type { DeviceSessionList } from '@parallax/core/contracts/devices';
import type { CredentialEnding } from '@parallax/core/contracts/credentials';
import { DomainError } from '@parallax/core/errors';
import { PLATFORMS, type Platform } from '@parallax/core/platform';
import { deviceTokensRepository } from './device-tokens.repository.js';
import type { AuthDeps, Users } from './users.service.js';

const asPlatform = (value: string): Platform =>
  PLATFORMS.find((platform) => platform === value) ?? 'web_app';

/**
 * The user's devices (control panel): every live session — browsers, paired headsets, desktop
 * apps, scripts — which the user can sign out one by one; and the push token a device registers
 * for its session (spec 1 §7 device token).
 */
export function createDevicesService(deps: AuthDeps, users: Users) {
  const { db, sessions, now } = deps;

  return {
    async listDevices(userId: string, currentFamilyId: string): Promise<DeviceSessionList> {
      const [families, tokens] = await Promise.all([
        sessions.listLive(userId),
        deviceTokensRepository.deviceTokensOf(db, userId),
      ]);
      const withToken = new Set(tokens.map((token) => token.familyId));
      return {
        sessions: families.map((family) => ({
          id: family.familyId,
          clientType: asPlatform(family.clientType),
          startedAt: family.startedAt.toISOString(),
          lastActiveAt: family.lastActiveAt.toISOString(),
          isCurrent: family.familyId === currentFamilyId,
          hasDeviceToken: withToken.has(family.familyId),
        })),
      };
    },

    /** The session's next call and its next refresh are refused. */
    async signOutDevice(userId: string, familyId: string): Promise<void> {
      if (!(await sessions.revokeOwn(userId, familyId))) {
        throw new DomainError('NotFound', 'No such session');
      }
    },

    /**
     * "Sign out everywhere": every credential ends (credentials.service.ts) but this session and its
     * browser's push subscription; answers what went.
     */
    signOutEverywhere(userId: string, familyId: string): Promise<CredentialEnding> {
      return db.transaction((tx) =>
        users.endCredentials(tx, userId, 'signed_out_everywhere', { familyId }),
      );
    },

    latestCredentialEndings: (userId: string) => users.latestCredentialEndings(userId),

    async saveDeviceToken(userId: string, familyId: string, deviceToken: string): Promise<void> {
      await deviceTokensRepository.saveDeviceToken(db, {
        familyId,
        userId,
        deviceToken,
        updatedAt: now(),
      });
    },
  };
}
