/**
 * The refresh token an RFC 8628 client holds. A device's refresh token is bound to the device's
 * clientIdentifier (sessions.service.ts), which the JSON calls send beside it; a generic OAuth
 * client sends the refresh token alone (RFC 6749 §6). So the token it is given carries both, the
 * session's refresh token and the identifier the device authorization gave the device, and each
 * refresh presents them to the product's own rotation.
 */

const SEPARATOR = '.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The OAuth refresh token of a session issued to a device (refresh tokens are base64url). */
export function toGrantRefreshToken(session: {
  refreshToken: string;
  clientIdentifier: string;
}): string {
  return `${session.refreshToken}${SEPARATOR}${session.clientIdentifier.toLowerCase()}`;
}

/** The session's refresh token and its device, or null when the token is not of that form. */
export function fromGrantRefreshToken(
  grantRefreshToken: string,
): { refreshToken: string; clientIdentifier: string } | null {
  const at = grantRefreshToken.lastIndexOf(SEPARATOR);
  if (at <= 0) return null;
  const clientIdentifier = grantRefreshToken.slice(at + 1).toLowerCase();
  if (!UUID.test(clientIdentifier)) return null;
  return { refreshToken: grantRefreshToken.slice(0, at), clientIdentifier };
}
