import type { OtpCode } from '@parallax/core/contracts/devices';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { pairDevice, refreshDevice } from './device-client.js';
import { signedUpClient } from './test/accounts.js';
import { sharedDatabaseDeps } from './test/jobs.js';
import { openTestDatabase, testConfig } from './test/test-app.js';

/**
 * The device client (`parallax pair`) against a server listening on a real port, with the real
 * clock: a script pairs itself, then refreshes with its bound token.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), {
    ...(await sharedDatabaseDeps(database)),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a script signs in as a device', () => {
  it('shows a code, is approved on the pair page, and refreshes with its bound token', async () => {
    const { client: browser } = await signedUpClient(app, 'script');
    const clientIdentifier = crypto.randomUUID();
    const shown: OtpCode[] = [];
    const session = await pairDevice({
      baseUrl,
      clientIdentifier,
      clientType: 'desktop_app',
      onCode: (otp) => {
        shown.push(otp);
        // The user enters it on the pair page of their signed-in browser.
        void browser.post('/api/v1/auth/otp/verify', { code: otp.code });
      },
    });
    expect(shown).toHaveLength(1);
    const info = await fetch(`${baseUrl}/api/v1/settings/user/info`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(info.status).toBe(200);

    const rotated = await refreshDevice({ baseUrl, clientIdentifier, session });
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    // The token is bound to the device: from another device id it is refused (and revoked).
    await expect(
      refreshDevice({ baseUrl, clientIdentifier: crypto.randomUUID(), session: rotated }),
    ).rejects.toMatchObject({ errorType: 'InvalidRefreshToken' });
  });

  it('stops with access_denied when the user declines the pairing', async () => {
    const { client: browser } = await signedUpClient(app, 'declined');
    const paired = pairDevice({
      baseUrl,
      clientIdentifier: crypto.randomUUID(),
      clientType: 'quest3',
      onCode: (otp) => {
        void browser
          .post('/api/v1/auth/otp/verify', { code: otp.code })
          .then(() => browser.post('/api/v1/auth/otp/deny', { code: otp.code }));
      },
    });
    await expect(paired).rejects.toMatchObject({ errorType: 'access_denied' });
  });
});
