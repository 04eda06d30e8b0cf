import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import { DomainError } from '@parallax/core/errors';
import { opensDeskArea } from '@parallax/core/rules/staff';
import type { FastifyRequest } from 'fastify';
import { signedInUser, type SessionHttp } from './session.js';

/** The staff member calling a desk endpoint (or running a staff command: no account id). */
export type DeskActor = { userId: string | null; email: string; roles: readonly string[] };

const actors = new WeakMap<FastifyRequest, DeskActor>();

/** The staff member the desk guard let through. */
export function deskActor(request: FastifyRequest): DeskActor {
  const actor = actors.get(request);
  if (!actor) throw new DomainError('Unauthorized', 'Sign in first');
  return actor;
}

/**
 * The operator's desk's door: a desk endpoint (one with `desk`, packages/core/endpoints) answers
 * 401 to a guest and 403 to anyone without a role that opens its area, the roles read from the
 * database on every call (a role taken away stops working at once).
 */
export function createDeskAccess(deps: {
  sessionHttp: SessionHttp;
  /** The account's e-mail and roles now; undefined once it is gone. */
  staffOf: (userId: string) => Promise<{ email: string; roles: string[] } | undefined>;
}) {
  return {
    /**
     * The route extras that guard `endpoint` (which must name its desk area): before the request
     * is validated, so someone without the role learns nothing of what the endpoint takes.
     */
    guard(endpoint: Endpoint) {
      const area = endpoint.desk;
      if (!area) throw new Error(`${endpoint.method} ${endpoint.path} is not a desk endpoint`);
      return {
        preValidation: async (request: FastifyRequest): Promise<void> => {
          await deps.sessionHttp.requireUser(request);
          const { userId } = signedInUser(request);
          const staff = await deps.staffOf(userId);
          if (!staff || !opensDeskArea(staff.roles, area)) {
            throw new DomainError('Forbidden', 'This part of the desk is not open to your account');
          }
          actors.set(request, { userId, email: staff.email, roles: staff.roles });
        },
      };
    },
  };
}

export type DeskAccess = ReturnType<typeof createDeskAccess>;
