import { ErrorBody } from '../contracts/common.js';
import {
  AuditLogPage,
  AuditLogQuery,
  RoleGrant,
  RoleRevokeParams,
  StaffList,
  StaffMember,
} from '../contracts/desk-staff.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';

const ADMIN_ONLY = 'ROLE_ADMIN only: a guest gets 401, anyone else 403 Forbidden.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The operator's desk: the staff's roles and the audit log of every change (admins only). */
export const deskStaffEndpoints = {
  staffList: defineEndpoint({
    method: 'GET',
    path: '/desk/staff',
    responses: { 200: StaffList, ...errors },
    auth: 'user',
    desk: 'staff',
    tags: ['desk-staff'],
    summary: 'The accounts holding a role, by e-mail',
    description: ADMIN_ONLY,
  }),
  grantRole: defineEndpoint({
    method: 'POST',
    path: '/desk/staff/roles',
    body: RoleGrant,
    responses: { 200: StaffMember, ...errors, 404: ErrorBody },
    auth: 'user',
    desk: 'staff',
    tags: ['desk-staff'],
    summary: 'Give the account of an e-mail a role',
    description: `Idempotent; recorded in the audit log when the roles change. 404 UserNotFound for an e-mail no account has. ${ADMIN_ONLY}`,
  }),
  revokeRole: defineEndpoint({
    method: 'DELETE',
    path: '/desk/staff/:id/roles/:role',
    params: RoleRevokeParams,
    responses: { 200: StaffMember, ...errors, 404: ErrorBody, 409: ErrorBody },
    auth: 'user',
    desk: 'staff',
    tags: ['desk-staff'],
    summary: 'Take a role away from an account',
    description: `Idempotent; recorded in the audit log when the roles change. 409 LastAdmin for the last account holding ROLE_ADMIN. ${ADMIN_ONLY}`,
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/desk/audit',
    query: AuditLogQuery,
    responses: { 200: AuditLogPage, ...errors },
    auth: 'user',
    desk: 'audit',
    tags: ['desk-audit'],
    summary: 'The audit log: every change made in the desk or by a staff command, newest first',
    description: `Filtered by entity type, entity id and the actor's e-mail; paged by index or by the cursor a page gives. ${ADMIN_ONLY}`,
  }),
} satisfies Record<string, Endpoint>;
