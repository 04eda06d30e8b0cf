import type { CredentialKind, CredentialsEnded } from '@parallax/core/contracts/credentials';

/** The order in which what was ended is told: sessions first, sign-in links last. */
const KINDS: readonly CredentialKind[] = [
  'sessions',
  'devices',
  'feedLinks',
  'pushSubscriptions',
  'pairingApprovals',
  'oneTimeLogins',
];

/** The kinds of which something was ended, with how many, in telling order. */
export function endedParts(ended: CredentialsEnded): { kind: CredentialKind; count: number }[] {
  return KINDS.filter((kind) => ended[kind] > 0).map((kind) => ({ kind, count: ended[kind] }));
}
