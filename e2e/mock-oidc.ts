/**
 * A local OpenID Connect provider standing in for Google in the browser journeys
 * (oauth2-mock-server: discovery, /authorize that approves at once, /token, JWKS). Every sign-in
 * is the same Google account, so a journey can check what the app shows for it.
 */
import { Events, OAuth2Server, type MutableToken } from 'oauth2-mock-server';

export const MOCK_GOOGLE_USER = {
  sub: 'google-e2e-0001',
  email: 'sky.hiker@example.com',
  name: 'Sky Hiker',
};

const port = Number(process.env.MOCK_OIDC_PORT ?? 8182);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
  Object.assign(token.payload, { ...MOCK_GOOGLE_USER, email_verified: true });
});
// The issuer the server is configured with; 127.0.0.1, never localhost (which may mean ::1).
server.issuer.url = `http://127.0.0.1:${port}`;
await server.start(port, '127.0.0.1');
console.log(`mock OIDC provider at ${server.issuer.url}`);

const stop = () => {
  void server.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
