import { deskStaffEndpoints } from '@parallax/core/endpoints/desk-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import { presentAuditEntry } from './audit.presenter.js';
import type { AuditService } from './audit.service.js';

const { auditLog } = deskStaffEndpoints;

/** The desk's audit log (admins only): every change, newest first, filtered and paged. */
export const auditDeskRoutes: FastifyPluginAsyncZod<{
  audit: AuditService;
  deskAccess: DeskAccess;
}> = async (app, { audit, deskAccess }) => {
  route(app, auditLog, deskAccess.guard(auditLog), async (request) => {
    const page = await audit.deskPage(request.query);
    return { ...page, entries: page.entries.map(presentAuditEntry) };
  });
};
