import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@parallax/core/contracts/common';
import { z } from 'zod';
import type { AccountService } from './account.service.js';

/**
 * A stand-in for an age-verification provider's hosted page (no real provider is reachable
 * here): the user picks an outcome and is sent back with `successVerification`. Only the user
 * who started it knows the id. Styles come from a stylesheet, as the CSP forbids inline ones.
 */
export const ageProviderRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  await app.register(import('@fastify/formbody'));
  const Params = z.object({ id: text().max(64) });

  app.get('/age-verification/provider.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css').header('Cache-Control', 'public, max-age=3600').send(STYLES),
  );

  app.get(
    '/age-verification/provider/:id',
    { schema: { hide: true, params: Params } },
    async (request, reply) => {
      const verification = await account.ageVerification(request.params.id);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (verification.status !== 'started')
        return page('This verification is already complete.', '');
      const action = `/age-verification/provider/${verification.id}`;
      return page(
        'Confirm your age',
        `<p>This is Parallax's built-in stand-in for an age-verification provider.</p>
<form method="post" action="${action}">
  <button name="decision" value="approve" class="primary">I am 18 or older — verify me</button>
  <button name="decision" value="decline">Decline</button>
</form>`,
      );
    },
  );

  app.post(
    '/age-verification/provider/:id',
    {
      // The provider's own page posts here; the unguessable id is the credential.
      config: { csrf: false },
      schema: {
        hide: true,
        params: Params,
        body: z.object({ decision: z.enum(['approve', 'decline']) }),
      },
    },
    async (request, reply) => {
      const result = await account.completeAgeVerification(
        request.params.id,
        request.body.decision === 'approve',
      );
      const separator = result.returnPath.includes('?') ? '&' : '?';
      return reply.redirect(
        `${result.returnPath}${separator}successVerification=${result.status === 'verified'}`,
        303,
      );
    },
  );
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} — Age check</title><link rel="stylesheet" href="/age-verification/provider.css"></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

const STYLES = `body{font-family:system-ui,sans-serif;background:#0d0f14;color:#eef;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:28rem;padding:2rem;background:#171a22;border-radius:12px}
form{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.7rem 1.1rem;border-radius:8px;border:1px solid #445;background:#222634;color:#eef;cursor:pointer}
button.primary{background:#6d5dfc;border-color:#6d5dfc}`;
