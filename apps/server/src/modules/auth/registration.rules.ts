import { DomainError } from '@parallax/core/errors';
import type { Language } from '@parallax/core/platform';
import type { NewUser } from './users.repository.js';

/** An account known by its e-mail only (quick registration, checkout): no password yet. */
export function emailOnlyAccount(
  input: {
    email: string;
    emailConsent: boolean;
    source?: string | undefined;
    clientId?: string | undefined;
    affiliateProgram?: string | undefined;
  },
  status: 'NotSetPassword' | 'InitializedViaPayment',
  language: Language,
  emailToken: string,
): NewUser {
  return {
    email: input.email,
    status,
    emailConsent: input.emailConsent,
    language,
    emailToken,
    source: input.source ?? null,
    clientId: input.clientId ?? null,
    affiliateProgram: input.affiliateProgram ?? null,
  };
}

/** A unique index that fired under a race answers like the check before it would have. */
export async function uniqueViolationsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueConstraintOf(error);
    if (constraint === 'users_email_unique') {
      throw new DomainError('EmailNotUnique', 'Email has already been taken');
    }
    if (constraint === 'users_username_unique') {
      throw new DomainError('UsernameNotUnique', 'Username already exists');
    }
    throw error;
  }
}

export function uniqueConstraintOf(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505' && typeof fields.constraint === 'string') return fields.constraint;
  }
  return null;
}
