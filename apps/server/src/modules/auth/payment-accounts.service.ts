import type { CodeChallenge, TokenConfirmation } from '@parallax/core/contracts/auth';
import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import type { Database } from '../../db/client.js';
import { emailOnlyAccount, uniqueConstraintOf } from './registration.rules.js';
import { randomToken } from './secrets.service.js';
import type { Client } from './sessions.service.js';
import type { AuthDeps, SignedIn, UserRow, Users } from './users.service.js';
import { usersRepository } from './users.repository.js';

/** A guest's checkout: signed into a new account, or asked for the code sent to the address. */
export type PaymentBuyer = SignedIn | { kind: 'confirm'; challenge: CodeChallenge };

type PaymentBuyerInput = {
  email: string;
  emailConsent: boolean;
  confirmation?: TokenConfirmation | undefined;
  /** Who is checking out (`http/requester.ts`): their sends and wrong codes count. */
  requester: string;
  source?: string | undefined;
  clientId?: string | undefined;
  affiliateProgram?: string | undefined;
} & Partial<Client>;

/** The account a guest's checkout makes (spec 1 §3, §4), and what its first payment changes. */
export function createPaymentAccountsService(deps: AuthDeps, users: Users) {
  const { db } = deps;

  return {
    /**
     * spec 1 §3, §4 checkout by a guest: an account for the e-mail, InitializedViaPayment until a
     * payment succeeds, signed in for the payment. An address that has an account asks its owner
     * to log in (ProceedToLogin) — unless that account never paid: then the new checkout takes it
     * over and its other sessions end.
     */
    async registerForPayment(input: PaymentBuyerInput, language: Language): Promise<PaymentBuyer> {
      const existing = await usersRepository.userByEmail(db, input.email);
      if (existing && existing.status !== 'InitializedViaPayment') {
        throw new DomainError('ProceedToLogin', 'Log in to make a purchase');
      }
      if (existing) return takeOverUnpaidAccount(deps, users, existing, input);
      try {
        return await db.transaction(async (tx) => {
          const user = await usersRepository.insertUser(
            tx,
            emailOnlyAccount(input, 'InitializedViaPayment', language, randomToken(24)),
          );
          return users.signInUser(tx, user, users.webClient(input));
        });
      } catch (error) {
        // A checkout racing this one made the account first: this buyer proves the address too.
        if (uniqueConstraintOf(error) !== 'users_email_unique') throw error;
        const winner = await usersRepository.userByEmail(db, input.email);
        if (!winner) throw error;
        return {
          kind: 'confirm',
          challenge: await users.confirmationChallenge(winner, input.requester),
        };
      }
    },

    /**
     * A first payment went through (in the fulfilment's transaction): an InitializedViaPayment
     * account now waits for its password (NotSetPassword), and the link to choose one is e-mailed.
     */
    async activateAfterPayment(tx: Database, userId: string): Promise<void> {
      const user = await usersRepository.userById(tx, userId);
      if (user?.status !== 'InitializedViaPayment') return;
      await usersRepository.updateUser(tx, user.id, { status: 'NotSetPassword' });
      await users.sendUserConfirmLink(tx, user, user.language === 'es' ? 'es' : 'en');
    },
  };
}

/**
 * An unpaid checkout's account for the same address: whoever comes now proves the address with
 * the code e-mailed to it, then takes the account over.
 */
async function takeOverUnpaidAccount(
  deps: AuthDeps,
  users: Users,
  existing: UserRow,
  input: PaymentBuyerInput,
): Promise<PaymentBuyer> {
  const { db, challenges } = deps;
  // Somebody started a checkout with this address and has not proven it: whoever comes now
  // may be its owner or not. Nobody is signed in, and nobody signed out, until the code
  // e-mailed to the address comes back.
  if (!input.confirmation) {
    return {
      kind: 'confirm',
      challenge: await users.confirmationChallenge(existing, input.requester),
    };
  }
  const challenge = await challenges.verify(
    db,
    input.confirmation.token,
    'registration',
    input.confirmation.confirmation,
    { consume: true, requester: input.requester },
  );
  if (challenge.userId !== existing.id) {
    throw new DomainError('InvalidTokenId', 'Unknown code token');
  }
  return db.transaction(async (tx) => {
    const user = await usersRepository.userById(tx, existing.id);
    if (user?.status !== 'InitializedViaPayment') {
      throw new DomainError('ProceedToLogin', 'Log in to make a purchase');
    }
    // The owner has proven the address: anyone else in the account is signed out.
    await users.claimProvenAddress(tx, user);
    const proven = await usersRepository.updateUser(tx, user.id, { emailConfirmed: true });
    return users.signInUser(tx, proven, users.webClient(input));
  });
}
