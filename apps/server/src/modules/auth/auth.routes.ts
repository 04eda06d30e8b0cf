import {
  CodeChallenge,
  EmailDto,
  ExistsResponse,
  LoginResult,
  Ok,
  OtpCode,
  OtpCodeBody,
  OtpPollResult,
  OtpRequest,
  PasswordReset,
  PasswordResetStart,
  PasswordResetToken,
  QuickRegistrationRequest,
  QuickRegistrationUpdate,
  RefreshRequest,
  RegistrationConfirmation,
  RegistrationRequest,
  SessionTokens,
  SignInRequest,
  TokenConfirmation,
  TokenDto,
  TokenSignInRequest,
  UsernameDto,
} from '@parallax/core/contracts/auth';
import { ErrorBody } from '@parallax/core/contracts/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../http/language.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { RateLimited } from '../../http/rate-limit.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { toUserInfo } from './user.presenter.js';

type Options = { auth: AuthService; sessionHttp: SessionHttp; rateLimited: RateLimited };

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * Registration, sign-in, sessions, password reset, quick registration and one-time login
 * (spec 1 §3, §4, §7). Mounted under /api/v1 and /store/api/v1.
 */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, sessionHttp } = options;
  // Per address and route, shared by /api/v1 and /store/api/v1; the account lock (5 wrong
  // passwords) trips well before this.
  const limit = options.rateLimited;

  function signedIn(reply: FastifyReply, result: SignedIn, clientType: string): LoginResult {
    sessionHttp.setSessionCookies(reply, result.session);
    const inBody = sessionHttp.tokensInBody(clientType);
    return {
      status: 'ACTIVE',
      user: toUserInfo(result.user),
      accessTokenExpiresAt: result.session.accessTokenExpiresAt.toISOString(),
      ...(inBody
        ? { accessToken: result.session.accessToken, refreshToken: result.session.refreshToken }
        : {}),
    };
  }

  app.post(
    '/registration',
    {
      onRequest: limit('/registration'),
      schema: {
        tags: ['auth'],
        summary: 'Sign up: creates the account and e-mails a six-digit code',
        body: RegistrationRequest,
        response: { 201: CodeChallenge, ...errors },
      },
    },
    async (request, reply) => {
      const challenge = await auth.register(request.body, languageOf(request));
      return reply.code(201).send(challenge);
    },
  );

  app.post(
    '/registration/confirm',
    {
      onRequest: limit('/registration/confirm'),
      schema: {
        tags: ['auth'],
        summary: 'Confirms the sign-up code and signs in',
        body: RegistrationConfirmation,
        response: { 200: LoginResult, ...errors },
      },
    },
    async (request, reply) =>
      signedIn(
        reply,
        await auth.confirmRegistration(request.body),
        request.body.clientType ?? 'web_app',
      ),
  );

  app.post(
    '/registration/resend',
    {
      onRequest: limit('/registration/resend'),
      schema: {
        tags: ['auth'],
        summary: 'Sends a new sign-up code (after 60 s, at most 5 a day)',
        body: TokenDto,
        response: { 200: CodeChallenge, ...errors },
      },
    },
    async (request) => auth.resendRegistration(request.body.token),
  );

  app.post(
    '/registration/validate/email',
    {
      onRequest: limit('/registration/validate/email'),
      schema: {
        tags: ['auth'],
        body: EmailDto,
        response: { 200: ExistsResponse, ...errors },
      },
    },
    async (request) => ({ isExists: await auth.emailExists(request.body.email) }),
  );

  app.post(
    '/registration/validate/bd/email',
    {
      onRequest: limit('/registration/validate/bd/email'),
      schema: {
        tags: ['auth'],
        summary: 'Whether the address is known in the viewer system (then log in, not sign up)',
        body: EmailDto,
        response: { 200: ExistsResponse, ...errors },
      },
    },
    async (request) => ({ isExists: await auth.viewerEmailExists(request.body.email) }),
  );

  app.post(
    '/registration/validate/username',
    {
      onRequest: limit('/registration/validate/username'),
      schema: {
        tags: ['auth'],
        body: UsernameDto,
        response: { 200: ExistsResponse, ...errors },
      },
    },
    async (request) => ({ isExists: await auth.usernameExists(request.body.username) }),
  );

  app.post(
    '/registration/quick',
    {
      onRequest: limit('/registration/quick'),
      schema: {
        tags: ['auth'],
        summary: 'Quick registration with an e-mail only (status NotSetPassword), signed in',
        body: QuickRegistrationRequest,
        response: { 200: LoginResult, ...errors },
      },
    },
    async (request, reply) =>
      signedIn(
        reply,
        await auth.quickRegister(request.body, languageOf(request)),
        request.body.clientType,
      ),
  );

  app.post(
    '/registration/quick/confirm',
    {
      onRequest: limit('/registration/quick/confirm'),
      schema: {
        tags: ['auth'],
        summary: 'User confirm: sets the password of a quick registration from the e-mailed link',
        body: QuickRegistrationUpdate,
        response: { 200: LoginResult, ...errors },
      },
    },
    async (request, reply) =>
      signedIn(reply, await auth.confirmQuickRegistration(request.body), request.body.clientType),
  );

  app.post(
    '/auth/signin',
    {
      onRequest: limit('/auth/signin'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in by e-mail or username',
        body: SignInRequest,
        response: { 200: LoginResult, 423: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.signIn(request.body);
      if (outcome.kind === 'unconfirmed') {
        return {
          status: 'NOT_CONFIRMED_EMAIL' as const,
          email: outcome.email,
          challenge: outcome.challenge,
        };
      }
      return signedIn(reply, outcome, request.body.clientType);
    },
  );

  app.post(
    '/auth/signin/token',
    {
      onRequest: limit('/auth/signin/token'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a one-time token (social sign-in on headset and desktop)',
        body: TokenSignInRequest,
        response: { 200: LoginResult, 410: ErrorBody, ...errors },
      },
    },
    async (request, reply) =>
      signedIn(reply, await auth.tokenSignIn(request.body), request.body.clientType),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotates the refresh token (cookie, or body for Bearer clients)',
        body: RefreshRequest.optional(),
        response: { 200: SessionTokens, ...errors },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const token = sessionHttp.refreshTokenOf(request, fromBody);
      if (!token) {
        sessionHttp.clearSessionCookies(reply);
        return reply
          .code(401)
          .send({ errorType: 'InvalidRefreshToken', message: 'No refresh token' });
      }
      try {
        const session = await auth.refresh(token);
        sessionHttp.setSessionCookies(reply, session);
        return {
          accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
          ...(fromBody
            ? { accessToken: session.accessToken, refreshToken: session.refreshToken }
            : {}),
        };
      } catch (error) {
        sessionHttp.clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session (revokes its refresh tokens) and clears the cookies',
        body: RefreshRequest.optional(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await sessionHttp.userOf(request).catch(() => null);
      const refreshToken = sessionHttp.refreshTokenOf(request, request.body?.refreshToken);
      const familyId =
        user?.familyId ?? (refreshToken ? await auth.familyOfRefreshToken(refreshToken) : null);
      if (familyId) await auth.logout(familyId);
      sessionHttp.clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/reset',
    {
      onRequest: limit('/auth/password/reset'),
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password: e-mails a code',
        body: PasswordResetStart,
        response: { 200: CodeChallenge, ...errors },
      },
    },
    async (request) => auth.startPasswordReset(request.body.email),
  );

  app.post(
    '/auth/password/reset/resend',
    {
      onRequest: limit('/auth/password/reset/resend'),
      schema: { tags: ['auth'], body: TokenDto, response: { 200: CodeChallenge, ...errors } },
    },
    async (request) => auth.resendPasswordReset(request.body.token),
  );

  app.post(
    '/auth/password/reset/confirm',
    {
      onRequest: limit('/auth/password/reset/confirm'),
      schema: {
        tags: ['auth'],
        summary: 'Checks the reset code; the token then allows one password update',
        body: TokenConfirmation,
        response: { 200: PasswordResetToken, 410: ErrorBody, ...errors },
      },
    },
    async (request) => ({
      token: await auth.confirmPasswordReset(request.body.token, request.body.confirmation),
    }),
  );

  app.post(
    '/auth/password/reset/update',
    {
      onRequest: limit('/auth/password/reset/update'),
      schema: {
        tags: ['auth'],
        summary: 'Sets the new password after a confirmed reset code',
        body: PasswordReset,
        response: { 200: Ok, 410: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/otp',
    {
      onRequest: limit('/auth/otp'),
      schema: {
        tags: ['auth'],
        summary: 'One-time login: a code for a headset or desktop client to show',
        body: OtpRequest,
        response: { 200: OtpCode, ...errors },
      },
    },
    async (request) => auth.requestOtp(request.body),
  );

  app.post(
    '/auth/otp/poll',
    {
      // Polled every second (spec 1 §9), so it has a wider allowance.
      onRequest: limit('/auth/otp/poll', 120),
      schema: {
        tags: ['auth'],
        summary: 'PENDING until a signed-in user approves the code, then signs the client in',
        body: OtpCodeBody,
        response: { 200: OtpPollResult, 410: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.pollOtp(request.body.code);
      if (outcome === 'pending') return { status: 'PENDING' as const };
      return signedIn(reply, outcome, outcome.session.clientType);
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      onRequest: limit('/auth/otp/verify'),
      preHandler: (request) => sessionHttp.requireUser(request),
      schema: {
        tags: ['auth'],
        summary: 'Pair headset: the signed-in user approves the code shown on the device',
        body: OtpCodeBody,
        response: { 200: Ok, 403: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await auth.approveOtp(signedInUser(request).userId, request.body.code);
      return { ok: true as const };
    },
  );
};
