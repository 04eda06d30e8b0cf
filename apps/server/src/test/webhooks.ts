import type { FastifyInstance } from 'fastify';
import type { WebhookDelivery } from '../providers/payments/test-acquirer/outgoing-webhooks.service.js';

/**
 * The test acquirer's webhooks, delivered to the app `target()` returns through inject (no
 * socket), each also handed to `seen` so a test can replay it. With `backgroundWebhooks: false`
 * they go only when a test flushes them.
 */
export function injectedWebhooks(
  target: () => FastifyInstance,
  seen?: (webhook: { body: string; headers: Record<string, string> }) => void,
): { backgroundWebhooks: false; deliverWebhook: WebhookDelivery } {
  return {
    backgroundWebhooks: false,
    deliverWebhook: async ({ url, body, headers }) => {
      seen?.({ body, headers });
      const response = await target().inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: body,
        headers,
      });
      return { status: response.statusCode };
    },
  };
}
