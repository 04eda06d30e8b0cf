import { LoginResult, SessionTokens } from '@parallax/core/contracts/auth';
import { CSRF_HEADER } from '@parallax/core/contracts/auth-cookies';
import { OtpCode } from '@parallax/core/contracts/devices';
import { ErrorBody } from '@parallax/core/contracts/common';
import type { Platform } from '@parallax/core/platform';

/**
 * A device client of the pairing grant (docs/decisions/0037-device-pairing.md), for scripts and
 * VR player apps: ask for a code, show it, poll at the interval the server asks for, and end with
 * the device's own session (Bearer access token, refresh token bound to `clientIdentifier`).
 * `parallax pair` (src/cli.ts) runs it in a terminal.
 */

export type DeviceSession = {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  userName: string;
};

export type DeviceClientOptions = {
  /** The server, e.g. http://localhost:8080. */
  baseUrl: string;
  clientIdentifier: string;
  clientType: Platform;
  /** Called with each code to show (a new one when the last ran out). */
  onCode: (code: OtpCode) => void;
  /** Gives up after this many codes ran out unused. */
  maxCodes?: number;
  sleep?: (ms: number) => Promise<void>;
};

class DeviceClientError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The double-submit CSRF pair a client without a Bearer token echoes on a POST (http/session.ts):
 * the cookie the bootstrap check hands out, sent back as cookie and header.
 */
async function csrfOf(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/bootstrap/check`);
  const cookie = response.headers
    .getSetCookie()
    .map((set) => set.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?parallax_csrf=/.test(pair));
  if (!cookie) return {};
  return { cookie, [CSRF_HEADER]: cookie.slice(cookie.indexOf('=') + 1) };
}

async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  credentials: Record<string, string>,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-language': 'en', ...credentials },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ErrorBody.safeParse(answer);
    throw error.success
      ? new DeviceClientError(error.data.errorType, error.data.message)
      : new DeviceClientError('NoResponse', `${path} answered ${response.status}`);
  }
  return answer;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pairs this device: resolves once a signed-in user entered the code on the pair page. */
export async function pairDevice(options: DeviceClientOptions): Promise<DeviceSession> {
  const { baseUrl, clientIdentifier, clientType } = options;
  const sleep = options.sleep ?? wait;
  const maxCodes = options.maxCodes ?? 3;
  const csrf = await csrfOf(baseUrl);
  for (let codes = 0; codes < maxCodes; codes += 1) {
    const otp = OtpCode.parse(
      await post(baseUrl, '/auth/otp', { clientIdentifier, clientType }, csrf),
    );
    options.onCode(otp);
    let intervalMs = otp.interval * 1000;
    for (;;) {
      await sleep(intervalMs);
      let answer: unknown;
      try {
        answer = await post(
          baseUrl,
          '/auth/otp/poll',
          { code: otp.code, deviceCode: otp.deviceCode },
          csrf,
        );
      } catch (error) {
        if (!(error instanceof DeviceClientError)) throw error;
        if (error.errorType === 'slow_down') {
          intervalMs += 1000;
          continue;
        }
        if (error.errorType === 'expired_token') break; // a new code
        throw error; // access_denied, or a code the server no longer knows
      }
      const pending = (answer as { status?: unknown; interval?: unknown }).status === 'PENDING';
      if (pending) {
        // The interval the server asks for now (longer after a slow_down).
        const { interval } = answer as { interval?: unknown };
        if (typeof interval === 'number' && interval > 0) {
          intervalMs = Math.max(intervalMs, interval * 1000);
        }
        continue;
      }
      const result = LoginResult.parse(answer);
      if (result.status !== 'ACTIVE' || !result.accessToken || !result.refreshToken) {
        throw new DeviceClientError('BadAnswer', 'The server gave no device tokens');
      }
      return {
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        accessTokenExpiresAt: result.accessTokenExpiresAt,
        userName: result.user.name || result.user.email,
      };
    }
  }
  throw new DeviceClientError('expired_token', `No code was entered in ${maxCodes} tries`);
}

/**
 * Rotates the device's refresh token (it must come with the device's clientIdentifier). The
 * access token, even expired, makes it a Bearer call: no CSRF pair needed.
 */
export async function refreshDevice(options: {
  baseUrl: string;
  clientIdentifier: string;
  session: Pick<DeviceSession, 'accessToken' | 'refreshToken'>;
}): Promise<Pick<DeviceSession, 'accessToken' | 'refreshToken' | 'accessTokenExpiresAt'>> {
  const tokens = SessionTokens.parse(
    await post(
      options.baseUrl,
      '/auth/refresh',
      { refreshToken: options.session.refreshToken, clientIdentifier: options.clientIdentifier },
      { authorization: `Bearer ${options.session.accessToken}` },
    ),
  );
  if (!tokens.accessToken || !tokens.refreshToken) {
    throw new DeviceClientError('BadAnswer', 'The server gave no device tokens');
  }
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
  };
}
