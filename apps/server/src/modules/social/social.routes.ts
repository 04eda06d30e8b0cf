import { socialEndpoints } from '@parallax/core/endpoints/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { languageOf } from '../../http/language.js';
import type { SessionHttp } from '../../http/session.js';
import type { SocialOutcome, SocialService } from './social.service.js';

type Options = {
  social: SocialService;
  sessionHttp: SessionHttp;
  config: Pick<Config, 'publicUrl' | 'auth'>;
};

const ROUTES = [
  {
    provider: 'google',
    start: socialEndpoints.googleStart,
    callback: socialEndpoints.googleCallback,
  },
  {
    provider: 'twitter',
    start: socialEndpoints.twitterStart,
    callback: socialEndpoints.twitterCallback,
  },
] as const;

const STATE_COOKIE_SECONDS = 10 * 60;

/**
 * Google and Twitter sign-in (spec 1 §7): a redirect to the provider, then its callback, which
 * signs the user in and returns to the social return page (web) or the auth-result page
 * (headset and desktop, with a one-time token). These are browser navigations, so every answer
 * but a malformed query is a redirect. The paths are the spec's (each endpoint's base), so the
 * plugin has no prefix.
 */
export const socialRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { social, sessionHttp, config } = options;
  // Each start writes a state row: limited per address like the other sign-in calls.
  const limited = { rateLimit: { max: config.auth.rateLimitPerMinute, timeWindow: '1 minute' } };
  // The state is also kept in the browser that started the sign-in (RFC 6749 §10.12): a callback
  // link made by someone else cannot sign this browser into their account. Lax: the provider's
  // redirect back is a top-level navigation, which carries it.
  const cookie = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
  } as const;

  for (const { provider, start, callback } of ROUTES) {
    const stateCookie = `parallax_${provider}_state`;

    route(app, start, { config: limited }, async (request, reply) => {
      const started = await social.start(provider, request.query, languageOf(request));
      reply.header('Cache-Control', 'no-store');
      if (started.kind === 'failed') {
        if (started.cause) {
          request.log.warn({ err: started.cause, provider }, 'social sign-in could not start');
        }
        return reply.redirect(returnUrl(started), 302);
      }
      reply.setCookie(stateCookie, started.state, { ...cookie, maxAge: STATE_COOKIE_SECONDS });
      return reply.redirect(started.url.href, 302);
    });

    route(app, callback, async (request, reply) => {
      const query = Object.fromEntries(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const outcome = await social.finish(provider, query, request.cookies[stateCookie]);
      reply.header('Cache-Control', 'no-store').clearCookie(stateCookie, cookie);
      if (outcome.kind === 'signed_in') {
        sessionHttp.setSessionCookies(reply, outcome.signedIn.session);
      }
      if (outcome.kind === 'failed') {
        request.log.warn(
          { err: outcome.cause, provider, code: outcome.code },
          'social sign-in failed',
        );
      }
      return reply.redirect(returnUrl(outcome), 302);
    });
  }
};

/** spec 1 §2 social return page (web, and every failure) and auth-result page (other platforms). */
function returnUrl(outcome: SocialOutcome): string {
  const query = new URLSearchParams();
  switch (outcome.kind) {
    case 'signed_in':
      query.set('platform', 'web_app');
      if (outcome.returnPath) query.set('returnPath', outcome.returnPath);
      return `/social-return?${query.toString()}`;
    case 'token':
      query.set('platform', outcome.platform);
      query.set('token', outcome.token);
      return `/auth-result?${query.toString()}`;
    case 'failed':
      query.set('platform', outcome.platform);
      query.set('error', outcome.code);
      return `/social-return?${query.toString()}`;
  }
}
