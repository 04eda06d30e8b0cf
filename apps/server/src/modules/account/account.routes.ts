import { accountEndpoints as endpoints } from '@parallax/core/endpoints/account';
import { isLocalPath } from '@parallax/core/rules/return-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { AuthService } from '../auth/auth.service.js';
import { toUserInfo } from '../auth/user.presenter.js';
import type { AccountService } from './account.service.js';

type Options = {
  account: AccountService;
  auth: AuthService;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
};

/** The signed-in user's settings (spec 1 §7; spec 2 control panel). No response is cacheable. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { account, auth, sessionHttp } = options;
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  route(app, endpoints.info, signedIn, async (request) =>
    account.info(signedInUser(request).userId),
  );

  route(app, endpoints.updateProfile, signedIn, async (request) =>
    account.updateProfile(signedInUser(request).userId, request.body),
  );

  // A password check per call: limited like sign-in.
  const passwordLimit = options.rateLimited;

  route(
    app,
    endpoints.changePassword,
    { ...signedIn, onRequest: passwordLimit('change-password') },
    async (request) => {
      const user = signedInUser(request);
      await auth.changePassword(
        user.userId,
        user.familyId,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return { ok: true as const };
    },
  );

  route(
    app,
    endpoints.setPassword,
    { ...signedIn, onRequest: passwordLimit('set-password') },
    async (request) =>
      toUserInfo(await auth.setPassword(signedInUser(request).userId, request.body.newPassword)),
  );

  route(app, endpoints.emailConsent, async (request) => {
    await account.setEmailConsent(request.body.token, request.body.isConsent);
    return { ok: true as const };
  });

  route(app, endpoints.deleteAccount, signedIn, async (request, reply) => {
    await account.deleteAccount(signedInUser(request).userId, {
      endLifetimePlan: request.query.endLifetimePlan === true,
    });
    sessionHttp.clearSessionCookies(reply);
    return reply.code(204).send(null);
  });

  route(app, endpoints.startAgeVerification, signedIn, async (request) => {
    const returnPath = safeReturnPath(request.body?.returnPath);
    const id = await account.startAgeVerification(signedInUser(request).userId, returnPath);
    return { redirectUrl: `/age-verification/provider/${id}` };
  });
};

/** Only a path on this site (an open redirect would hand the result to anyone). */
export function safeReturnPath(path: string | undefined): string {
  return path && isLocalPath(path) ? path : '/';
}
