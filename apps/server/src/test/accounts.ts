import { CodeChallenge, UserInfo } from '@parallax/core/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { BrowserClient } from './browser-client.js';
import { codeIn, lastMailTo } from './mail.js';

let serial = 0;

/**
 * Signs a new account up through the API, as the web app does; the client holds its cookies, and
 * `email` is the account's address.
 */
export async function signedUpClient(app: FastifyInstance, prefix = 'viewer') {
  serial += 1;
  const id = `${serial}${Math.floor(Math.random() * 1e6)}`;
  const user = {
    username: `${prefix}_${id}`,
    email: `${prefix}${id}@example.com`,
    password: 'summit2026',
  };
  const client = new BrowserClient(app);
  const challenge = CodeChallenge.parse(
    (await client.post('/store/api/v1/registration', { ...user, emailConsent: true })).json(),
  );
  const confirmed = await client.post('/store/api/v1/registration/confirm', {
    token: challenge.token,
    confirmation: codeIn(await lastMailTo(app, user.email)),
  });
  if (confirmed.statusCode !== 200) throw new Error(`sign-up failed: ${confirmed.body}`);
  const info = UserInfo.parse((await client.get('/api/v1/settings/user/info')).json());
  return { client, userId: info.id, email: info.email };
}
