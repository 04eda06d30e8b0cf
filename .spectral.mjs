// The rules docs/openapi.json is linted with (`npm run lint:openapi`): spectral's OpenAPI rules
// and the OWASP API Security Top 10 (2023) rules, both loaded from node_modules (no network).
// Errors fail the lint; warnings are advice. Where an OWASP rule does not fit part of the API,
// it is narrowed or turned off here, each time with the reason.
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

/** An OWASP rule checked at `given` only. */
const narrowed = (name, given) => ({ ...owasp.rules[name], given });

// What a client sends: parameters, request bodies, and the components only requests use (the
// generator names a contract's request form `…Input`; answers use the other form).
const sent = (type) => [
  `$.paths[*][*].parameters..[?(@ && @.type=="${type}")]`,
  `$.paths[*][*].requestBody..[?(@ && @.type=="${type}")]`,
  `$.components.schemas[?(@property.match(/Input$/))]..[?(@ && @.type=="${type}")]`,
];

/** A path's entry in the document, as a JSON pointer in the file's URI fragment. */
const atPath = (path) =>
  `docs/openapi.json#/paths/${encodeURIComponent(path.replaceAll('~', '~0').replaceAll('/', '~1'))}`;

export default {
  extends: [oas, owasp],
  rules: {
    // Limits on strings, arrays and integers guard against what a client sends; the answers are
    // written by the server from its own data, and a bound on them would only be a new way to
    // fail (a long description answering 500).
    'owasp:api4:2023-string-limit': narrowed('owasp:api4:2023-string-limit', sent('string')),
    'owasp:api4:2023-array-limit': narrowed('owasp:api4:2023-array-limit', sent('array')),
    'owasp:api4:2023-integer-limit-legacy': narrowed(
      'owasp:api4:2023-integer-limit-legacy',
      sent('integer'),
    ),
    // Limits are per route (sign-in, registration, codes, reports, …; http/rate-limit.ts), and
    // their answers carry the X-RateLimit-* headers: the generator marks those operations
    // `x-rate-limit`, and the rule checks them. The others have no per-client limit here, so no
    // such header to document (catalog reads are answered from memory, per catalog version).
    'owasp:api4:2023-rate-limit': narrowed(
      'owasp:api4:2023-rate-limit',
      "$.paths[*][?(@ && @['x-rate-limit'])].responses[?(@property.match(/^(2|4)/))]",
    ),
    // The API is same-origin: the web app is served by the same server, and no answer of the
    // API carries Access-Control-* headers, so a browser refuses every cross-origin read (only
    // the public release files allow any origin). The rule asks every documented header set,
    // and a table block's `headers` field, for an Access-Control-Allow-Origin the API never sends.
    'owasp:api8:2023-define-cors-origin': 'off',
  },
  overrides: [
    {
      // VR players (DeoVR, HereSphere) keep only an address: they send no header and no cookie,
      // so the feed link's token is in the path. It opens one user's library feeds and nothing
      // else, is revocable, and its media links last 6 h (docs/decisions/0035-vr-player-feeds.md).
      // The one-click unsubscribe (RFC 8058) is posted by mail clients to the address in the
      // e-mail's List-Unsubscribe header: the token there changes that e-mail consent only.
      files: [
        atPath('/feeds/{token}/deovr'),
        atPath('/feeds/{token}/deovr/{partId}'),
        atPath('/feeds/{token}/heresphere'),
        atPath('/feeds/{token}/heresphere/{partId}'),
        atPath('/unsubscribe-email'),
      ],
      rules: {
        'owasp:api2:2023-no-credentials-in-url': 'off',
        'owasp:api2:2023-write-restricted': 'off',
      },
    },
    {
      // A payment provider's webhook is authenticated by the provider's signature over the body
      // (its own header, checked by that provider's code), not by a user's credentials. The
      // development tools (not served in production) are called by tests and the /dev page.
      files: [
        atPath('/api/v1/payments/webhook/{provider}'),
        atPath('/store/api/v1/payments/webhook/{provider}'),
        atPath('/api/dev/clock/advance'),
        atPath('/api/dev/test-acquirer/deliver'),
        atPath('/api/dev/test-acquirer/saved-card'),
      ],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // RFC 8628's device authorization grant: a device signing in has no credentials yet. It
      // asks for a code as a public client, then proves itself with the device code it was
      // given (a secret only it holds) once a signed-in user has approved the user code.
      files: [atPath('/oauth/device_authorization'), atPath('/oauth/token')],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
  ],
};
