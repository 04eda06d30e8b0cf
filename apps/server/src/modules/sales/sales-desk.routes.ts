import { deskSalesEndpoints } from '@parallax/core/endpoints/desk-sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import { salesCsv } from './sales-csv.rules.js';
import type { SalesService } from './sales.service.js';

type Options = { sales: SalesService; deskAccess: DeskAccess };

/** The operator's desk: the sales dashboard and its CSV export. HTTP only. */
export const salesDeskRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { sales, deskAccess },
) => {
  const { report, csv } = deskSalesEndpoints;
  route(app, report, deskAccess.guard(report), async (request) => sales.report(request.query));

  route(app, csv, deskAccess.guard(csv), async (request, reply) => {
    const { from, to, bucket } = request.query;
    const body = salesCsv(await sales.report(request.query));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="sales-${from}-${to}-${bucket}.csv"`)
      .send(body);
  });
};
