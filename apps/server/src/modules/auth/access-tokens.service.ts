import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: string; familyId: string };
export type AccessCheck =
  { kind: 'valid'; claims: AccessClaims } | { kind: 'expired' } | { kind: 'invalid' };

/** Short-lived access tokens: HS256 JWTs naming the user and the session (refresh family). */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  const issuer = 'parallax';
  return {
    ttlSeconds,
    async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await new SignJWT({ fam: claims.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async check(token: string): Promise<AccessCheck> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') {
          return { kind: 'invalid' };
        }
        return { kind: 'valid', claims: { userId: payload.sub, familyId: payload.fam } };
      } catch (error) {
        return error instanceof errors.JWTExpired ? { kind: 'expired' } : { kind: 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
