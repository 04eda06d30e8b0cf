import type { UserInfo } from '@parallax/core/contracts/auth';
import type { ProfileUpdate } from '@parallax/core/contracts/user-settings';
import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import { toUserInfo } from '../auth/user.presenter.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SupportService } from '../support/support.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { accountRepository as repo } from './account.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's own account: info, profile settings, consent, deletion, age check. */
type AccountDeps = {
  db: Database;
  /** The account's row belongs to auth: read and written through its service. */
  auth: AuthService;
  /** Deleting an account asks these for their part, in the deletion's transaction. */
  subscriptions: Pick<SubscriptionsService, 'liveSubscriptionOf' | 'deleteOfUser'>;
  payments: Pick<PaymentsService, 'deleteOrdersOfUser'>;
  support: Pick<SupportService, 'deleteOfUser'>;
  now: () => Date;
  /** No real provider is integrated; only the built-in stand-in can verify. */
  isAgeCheckAvailable: boolean;
};

export function createAccountService(deps: AccountDeps) {
  const { db, auth, now } = deps;

  async function user(userId: string) {
    const row = await auth.userById(db, userId);
    if (!row) throw new DomainError('Unauthorized', 'Sign in first');
    return row;
  }

  return {
    async info(userId: string): Promise<UserInfo> {
      return toUserInfo(await user(userId));
    },

    /** spec 1 §7 profile update: vrControls may be partial; other fields replace. */
    async updateProfile(userId: string, update: ProfileUpdate): Promise<UserInfo> {
      const current = await user(userId);
      const { vrControls, source, ...rest } = update;
      const settings = {
        ...rest,
        // Attribution is first-touch: a source is recorded only when none is known yet.
        ...(source && !current.source ? { source } : {}),
      };
      const isUnchanged =
        !vrControls && Object.values(settings).every((value) => value === undefined);
      if (isUnchanged) return toUserInfo(current);
      return toUserInfo(await auth.updateProfile(db, userId, settings, vrControls));
    },

    /** spec 1 §4 unsubscribe page: the e-mail's token, no sign-in needed. */
    async setEmailConsent(token: string, isConsent: boolean): Promise<void> {
      if (!(await auth.setEmailConsentByToken(db, token, isConsent))) {
        throw new DomainError('InvalidTokenId', 'Unknown unsubscribe token');
      }
    },

    /**
     * spec 2 §5: refused while a subscription is active; otherwise everything of the user goes. A
     * lifetime plan has no renewals to cancel, so it would keep its holder forever: it ends with
     * the account once the holder has agreed to it (`endLifetimePlan`, after the panel's warning).
     */
    async deleteAccount(
      userId: string,
      options: { endLifetimePlan?: boolean } = {},
    ): Promise<void> {
      await db.transaction((tx) => deleteAccountIn(deps, tx, userId, options));
    },

    async startAgeVerification(userId: string, returnPath: string): Promise<string> {
      if (!deps.isAgeCheckAvailable) {
        throw new DomainError('ServiceUnavailable', 'Age verification is not available');
      }
      await user(userId);
      return repo.startAgeVerification(db, userId, returnPath);
    },

    async ageVerification(id: string) {
      const row = UUID.test(id) ? await repo.ageVerification(db, id) : undefined;
      if (!row) throw new DomainError('AgeVerificationNotFound', 'Unknown verification');
      return row;
    },

    async completeAgeVerification(id: string, verified: boolean) {
      const row = await this.ageVerification(id);
      if (row.status !== 'started') return row;
      const completed = await db.transaction(async (tx) => {
        const updated = await repo.completeAgeVerification(tx, id, verified, now());
        if (updated && verified) await auth.markAgeVerified(tx, updated.userId);
        return updated;
      });
      return completed ?? row;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/** `deleteAccount`'s work, in its transaction. */
async function deleteAccountIn(
  { auth, subscriptions, payments, support }: AccountDeps,
  tx: Database,
  userId: string,
  options: { endLifetimePlan?: boolean },
): Promise<void> {
  const live = await subscriptions.liveSubscriptionOf(tx, userId);
  if (live && !live.isLifetime) {
    throw new DomainError(
      'ActiveSubscription',
      'Delete account is disabled while a subscription is active',
    );
  }
  if (live && options.endLifetimePlan !== true) {
    throw new DomainError(
      'LifetimeEndsWithAccount',
      'The lifetime plan ends with the account: confirm to delete both',
    );
  }
  // Subscriptions and orders keep their user (restrict), and support requests outlive it
  // (set null) unless deleted here; the rest goes with it (cascade).
  await subscriptions.deleteOfUser(tx, userId);
  await payments.deleteOrdersOfUser(tx, userId);
  await support.deleteOfUser(tx, userId);
  await auth.deleteUser(tx, userId);
}
