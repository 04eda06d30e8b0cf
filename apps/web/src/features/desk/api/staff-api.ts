import type { AuditLogQuery, RoleGrant } from '@parallax/core/contracts/desk-staff';
import { deskStaffEndpoints } from '@parallax/core/endpoints/desk-staff';
import type { UserRole } from '@parallax/core/rules/support';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '@/data/account/user-queries';
import { callEndpoint } from '@/lib/api-client';

/** Audit log rows per page. */
export const AUDIT_PAGE_SIZE = 25;

/** The audit log's filters, as the address keeps them (empty: not filtered). */
export type AuditFilters = { entityType: string; entityId: string; actorEmail: string };

/**
 * Key factory: all → staff(); all → audit(filters, page). Under `user`, so a signed-out admin's
 * lists leave the cache with them.
 */
export const deskStaffQueries = {
  all: () => [...userQueries.all(), 'desk-staff'] as const,
  staff: () =>
    queryOptions({
      queryKey: [...deskStaffQueries.all(), 'staff'],
      queryFn: ({ signal }) =>
        callEndpoint(deskStaffEndpoints.staffList, { prefix: 'store', signal }),
      refetchOnWindowFocus: true,
    }),
  audit: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: [...deskStaffQueries.all(), 'audit', filters, page],
      queryFn: ({ signal }) =>
        callEndpoint(deskStaffEndpoints.auditLog, {
          prefix: 'store',
          query: auditQueryOf(filters, page),
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
    }),
};

/** The filters the user typed, the empty ones left out. */
function auditQueryOf(filters: AuditFilters, page: number): AuditLogQuery {
  const query: AuditLogQuery = { page, size: AUDIT_PAGE_SIZE };
  const entityType = filters.entityType.trim();
  const entityId = filters.entityId.trim();
  const actorEmail = filters.actorEmail.trim();
  if (entityType) query.entityType = entityType;
  if (entityId) query.entityId = entityId;
  if (actorEmail) query.actorEmail = actorEmail;
  return query;
}

/** Gives the account of an e-mail a role (404 UserNotFound: no account has it). */
export function grantRole(body: RoleGrant) {
  return callEndpoint(deskStaffEndpoints.grantRole, { prefix: 'store', body });
}

/** Takes a role away (409 LastAdmin: the last admin keeps ROLE_ADMIN). */
export function revokeRole(id: string, role: UserRole) {
  return callEndpoint(deskStaffEndpoints.revokeRole, { prefix: 'store', params: { id, role } });
}

/**
 * After a change of roles: the staff list and the log are stale, and so is the signed-in user's
 * own info when the change was theirs (the desk's tabs follow its roles).
 */
function useRolesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deskStaffQueries.all() }),
      queryClient.invalidateQueries({ queryKey: userQueries.info().queryKey }),
    ]);
}

export function useGrantRole() {
  const changed = useRolesChanged();
  return useMutation({ mutationFn: grantRole, onSuccess: changed });
}

export function useRevokeRole() {
  const changed = useRolesChanged();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) => revokeRole(id, role),
    onSuccess: changed,
  });
}
