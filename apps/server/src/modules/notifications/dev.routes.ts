import type { DevPushDelivery } from '@parallax/core/contracts/notifications';
import { devEndpoints } from '@parallax/core/endpoints/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { signedInUser, type SessionHttp } from '../../http/session.js';
import type { Notifier } from './notifications.types.js';

/** How many push deliveries the development list keeps. */
const KEPT_DELIVERIES = 200;

/** The last push deliveries of this process, oldest first (development only). */
export function createDeliveryLog() {
  const deliveries: DevPushDelivery[] = [];
  return {
    deliveries: (): readonly DevPushDelivery[] => deliveries,
    record: (delivery: DevPushDelivery): void => {
      deliveries.push(delivery);
      if (deliveries.length > KEPT_DELIVERIES) deliveries.shift();
    },
  };
}
export type DeliveryLog = ReturnType<typeof createDeliveryLog>;

/**
 * Development tools only (DEV_TOOLS, config.ts): browser tests notify the
 * signed-in user as an event would, and read the pushes the server tried to send, whose payload
 * they hand to the service worker themselves (no push service is reachable from them).
 */
export const notificationsDevRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  deliveryLog: DeliveryLog;
  sessionHttp: SessionHttp;
}> = async (app, { db, notifier, deliveryLog, sessionHttp }) => {
  route(
    app,
    devEndpoints.createNotification,
    { preHandler: (request) => sessionHttp.requireUser(request) },
    async (request, reply) => {
      const { title, description, link, icon, image, buttonText } = request.body;
      await db.transaction((tx) =>
        notifier.notify(tx, {
          userId: signedInUser(request).userId,
          kind: 'dev',
          dedupeKey: `dev:${crypto.randomUUID()}`,
          title,
          description,
          link: link ?? null,
          icon: icon ?? null,
          image: image ?? null,
          buttonText: buttonText ?? null,
        }),
      );
      return reply.code(204).send(null);
    },
  );

  route(app, devEndpoints.pushDeliveries, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return [...deliveryLog.deliveries()];
  });
};
