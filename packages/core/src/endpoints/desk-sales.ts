import { z } from 'zod';
import { ErrorBody } from '../contracts/common.js';
import { SalesQuery, SalesReport } from '../contracts/desk-sales.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';

const tags = ['desk-sales'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const FIGURES =
  'Every figure is summed from the ledger when asked, in UTC buckets: revenue is paid orders plus paid renewal charges minus refunds; MRR is live paid subscriptions’ renewal prices per 30 days at each bucket’s end.';

/** The operator's desk: sales. */
export const deskSalesEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/desk/sales',
    query: SalesQuery,
    responses: { 200: SalesReport, ...errors },
    auth: 'user',
    desk: 'sales',
    tags,
    summary: 'The sales dashboard: revenue, orders, refunds, subscriptions and pack use per bucket',
    description: `${FIGURES} The range spans at most 1100 days (400 otherwise).`,
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/desk/sales/csv',
    query: SalesQuery,
    responses: {
      200: z.string().describe('text/csv: a header row, then one row per bucket'),
      ...errors,
    },
    auth: 'user',
    desk: 'sales',
    tags,
    summary: 'The sales dashboard’s buckets as a CSV file (money in dollars, 2 decimals)',
    description: `${FIGURES} Sent as an attachment named sales-<from>-<to>-<bucket>.csv.`,
  }),
} satisfies Record<string, Endpoint>;
