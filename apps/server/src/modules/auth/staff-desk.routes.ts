import { deskStaffEndpoints } from '@parallax/core/endpoints/desk-staff';
import { DomainError } from '@parallax/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskActor, type DeskAccess } from '../../http/desk-access.js';
import { route } from '../../http/endpoint-route.js';
import type { AuthService } from './auth.service.js';
import type { RoleHolder } from './roles.service.js';

const endpoints = deskStaffEndpoints;

const memberOf = ({ id, email, name, roles }: RoleHolder) => ({ id, email, name, roles });

function found(holder: RoleHolder | null, message: string): RoleHolder {
  if (!holder) throw new DomainError('UserNotFound', message);
  return holder;
}

/** The desk's staff area (admins only): who holds which role, and granting or revoking one. */
export const staffDeskRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  deskAccess: DeskAccess;
}> = async (app, { auth, deskAccess }) => {
  route(app, endpoints.staffList, deskAccess.guard(endpoints.staffList), async () => ({
    members: (await auth.staff()).map(memberOf),
  }));

  route(app, endpoints.grantRole, deskAccess.guard(endpoints.grantRole), async (request) => {
    const { email, role } = request.body;
    return memberOf(
      found(
        await auth.grantRole({ email }, role, deskActor(request)),
        'No account has this e-mail',
      ),
    );
  });

  route(app, endpoints.revokeRole, deskAccess.guard(endpoints.revokeRole), async (request) => {
    const { id, role } = request.params;
    return memberOf(
      found(await auth.revokeRole({ id }, role, deskActor(request)), 'No such account'),
    );
  });
};
