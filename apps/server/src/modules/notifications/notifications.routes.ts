import { notificationsEndpoints as endpoints } from '@parallax/core/endpoints/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import type { RateLimited } from '../../http/rate-limit.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { NotificationsService } from './notifications.service.js';
import type { PushSubscriptionsService } from './push-subscriptions.service.js';

type Options = {
  notifications: NotificationsService;
  pushSubscriptions: PushSubscriptionsService;
  sessionHttp: SessionHttp;
  rateLimited: RateLimited;
};

/** spec 2 §7 notifications and push consent; web push subscriptions; spec 1 §7 marketing. */
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { notifications, pushSubscriptions, sessionHttp, rateLimited },
) => {
  const signedIn = {
    preHandler: (request: Parameters<SessionHttp['requireUser']>[0]) =>
      sessionHttp.requireUser(request),
  };

  route(app, endpoints.list, signedIn, async (request) =>
    notifications.list(signedInUser(request).userId, request.query),
  );

  route(app, endpoints.bulkUpdate, signedIn, async (request) =>
    notifications.bulkUpdate(signedInUser(request).userId, request.body),
  );

  // Guests keep their answer in local storage (spec 1 §9 _push_notifications).
  route(app, endpoints.pushConsent, signedIn, async (request) =>
    pushSubscriptions.pushConsent(signedInUser(request).userId, request.query.userPlatform),
  );

  route(app, endpoints.setPushConsent, signedIn, async (request) =>
    pushSubscriptions.setPushConsent(signedInUser(request).userId, request.body),
  );

  route(app, endpoints.pushPublicKey, async () => pushSubscriptions.publicKey());

  // Each browser subscribes about once a week (spec 1 §9), a few times when it signs in or out.
  route(
    app,
    endpoints.subscribePush,
    { onRequest: rateLimited('/notifications/push/subscriptions') },
    async (request, reply) => {
      const user = await sessionHttp.userOf(request);
      await pushSubscriptions.subscribe(user?.userId ?? null, request.body);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    endpoints.unsubscribePush,
    { onRequest: rateLimited('/notifications/push/subscriptions') },
    async (request, reply) => {
      await pushSubscriptions.unsubscribe(request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    endpoints.marketing,
    { onRequest: rateLimited('/marketing/notification') },
    async (request, reply) => {
      // An attribution is kept whoever sends it: a session that has ended just leaves it a guest's.
      const user = await sessionHttp.userOf(request).catch(() => null);
      await notifications.recordMarketing(user?.userId ?? null, request.body);
      return reply.code(202).send(null);
    },
  );
};
