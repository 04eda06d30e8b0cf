import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ChallengePurpose } from './challenges.repository.js';
import { codeRequests } from './code-requests.schema.js';

type Requester = { userId: string; purpose: ChallengePurpose; requester: string };
type Kind = 'send' | 'wrong_code';

/** Sends and wrong codes per requester (code-requests.schema.ts), in the caller's `tx`. */
export const codeRequestsRepository = {
  /** How many of `kind` the requester made at the account's codes of the purpose since `since`. */
  async countSince(
    tx: Database,
    entry: Requester & { kind: Kind; challengeId?: string },
    since: Date,
  ): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(codeRequests)
      .where(
        and(
          eq(codeRequests.userId, entry.userId),
          eq(codeRequests.purpose, entry.purpose),
          eq(codeRequests.requester, entry.requester),
          eq(codeRequests.kind, entry.kind),
          entry.challengeId === undefined
            ? undefined
            : eq(codeRequests.challengeId, entry.challengeId),
          gte(codeRequests.at, since),
        ),
      );
    return row?.n ?? 0;
  },

  /** Records a send or a wrong code, and forgets the account's rows older than `forgetBefore`. */
  async record(
    tx: Database,
    entry: Requester & { kind: Kind; challengeId: string },
    at: Date,
    forgetBefore: Date,
  ): Promise<void> {
    await tx
      .delete(codeRequests)
      .where(
        and(
          eq(codeRequests.userId, entry.userId),
          eq(codeRequests.purpose, entry.purpose),
          lt(codeRequests.at, forgetBefore),
        ),
      );
    await tx.insert(codeRequests).values({ ...entry, at });
  },
};
