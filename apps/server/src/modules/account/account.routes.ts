import {
  AgeCheckStart,
  EmailConsentUpdate,
  Ok,
  PasswordSet,
  PasswordUpdate,
  ProfileUpdate,
  UserInfo,
} from '@parallax/core/contracts/auth';
import { ErrorBody, text } from '@parallax/core/contracts/common';
import { isLocalPath } from '@parallax/core/rules/return-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** The signed-in user's settings (spec 1 §7; spec 2 control panel). No response is cacheable. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { account, auth, sessionHttp } = options;
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  app.get(
    '/settings/user/info',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (401 for a guest, 403 when the access token expired)',
        response: { 200: UserInfo, ...errors },
      },
    },
    async (request) => account.info(signedInUser(request).userId),
  );

  app.patch(
    '/settings/user/profile',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'Profile and in-VR settings; vrControls may be partial',
        body: ProfileUpdate,
        response: { 200: UserInfo, ...errors },
      },
    },
    async (request) => account.updateProfile(signedInUser(request).userId, request.body),
  );

  // A password check per call: limited like sign-in.
  const passwordLimit = options.rateLimited;

  app.put(
    '/settings/user/password',
    {
      ...signedIn,
      onRequest: passwordLimit('change-password'),
      schema: {
        tags: ['account'],
        summary: 'Change password: the old one must match, the new one differ',
        body: PasswordUpdate,
        response: { 200: Ok, ...errors },
      },
    },
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

  app.post(
    '/settings/user/password',
    {
      ...signedIn,
      onRequest: passwordLimit('set-password'),
      schema: {
        tags: ['account'],
        summary: 'Set password (accounts created by social sign-in or quick registration)',
        body: PasswordSet,
        response: { 200: UserInfo, ...errors },
      },
    },
    async (request) =>
      toUserInfo(await auth.setPassword(signedInUser(request).userId, request.body.newPassword)),
  );

  app.post(
    '/settings/user/email-consent',
    {
      schema: {
        tags: ['account'],
        summary: 'Unsubscribe link: e-mail consent by the token from the e-mail',
        body: EmailConsentUpdate,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await account.setEmailConsent(request.body.token, request.body.isConsent);
      return { ok: true as const };
    },
  );

  app.delete(
    '/settings/user',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'Deletes the account (409 ActiveSubscription while subscribed)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await account.deleteAccount(signedInUser(request).userId);
      sessionHttp.clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/settings/user/age-verification',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'Starts age verification; open redirectUrl (the provider returns to returnPath)',
        body: z.object({ returnPath: text().max(500).optional() }).optional(),
        response: { 200: AgeCheckStart, ...errors },
      },
    },
    async (request) => {
      const returnPath = safeReturnPath(request.body?.returnPath);
      const id = await account.startAgeVerification(signedInUser(request).userId, returnPath);
      return { redirectUrl: `/age-verification/provider/${id}` };
    },
  );
};

/** Only a path on this site (an open redirect would hand the result to anyone). */
export function safeReturnPath(path: string | undefined): string {
  return path && isLocalPath(path) ? path : '/';
}
