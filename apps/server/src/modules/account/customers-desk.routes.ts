import { deskCustomersEndpoints as endpoints } from '@parallax/core/endpoints/desk-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { CustomersDesk } from './customers-desk.service.js';

/** The desk's customers area (support): search, a customer, refunds and the other actions. */
export const customersDeskRoutes: FastifyPluginAsyncZod<{
  customers: CustomersDesk;
  deskAccess: DeskAccess;
}> = async (app, { customers, deskAccess }) => {
  const guard = (endpoint: Parameters<DeskAccess['guard']>[0]) => deskAccess.guard(endpoint);

  route(app, endpoints.searchCustomers, guard(endpoints.searchCustomers), (request) =>
    customers.search(request.query),
  );

  route(app, endpoints.customerDetail, guard(endpoints.customerDetail), (request) =>
    customers.detail(request.params.id),
  );

  route(app, endpoints.refundOrder, guard(endpoints.refundOrder), async (request, reply) => {
    const { order, isPending } = await customers.refundOrder(
      deskActor(request),
      request.params.id,
      request.body,
    );
    // 202: the acquirer's answer was lost; the refund is held, pending, until it is confirmed.
    return reply.code(isPending ? 202 : 200).send(order);
  });

  route(app, endpoints.refundRenewal, guard(endpoints.refundRenewal), async (request, reply) => {
    const { subscription, isPending } = await customers.refundRenewal(
      deskActor(request),
      request.params.id,
      request.body,
    );
    // 202: the acquirer's answer was lost; the refund is held, pending, until it is confirmed.
    return reply.code(isPending ? 202 : 200).send(subscription);
  });

  route(app, endpoints.resendReceipt, guard(endpoints.resendReceipt), async (request, reply) =>
    reply.code(202).send(await customers.resendReceipt(deskActor(request), request.params.id)),
  );

  route(app, endpoints.cancelSubscription, guard(endpoints.cancelSubscription), (request) =>
    customers.cancelSubscription(deskActor(request), request.params.id),
  );

  route(app, endpoints.endSessions, guard(endpoints.endSessions), (request) =>
    customers.endSessions(deskActor(request), request.params.id),
  );

  route(app, endpoints.setCustomerUploads, guard(endpoints.setCustomerUploads), (request) =>
    customers.setUploads(deskActor(request), request.params.id, request.body.allowed),
  );
};
