/**
 * The operator's desk: who runs the store, and which part of the desk each role opens. Roles are
 * granted with `parallax role grant <email> <role>` or by an admin in the desk, and checked on the
 * server on every desk call (read from the database, never from a token).
 */
export const ADMIN_ROLE = 'ROLE_ADMIN';
export const EDITOR_ROLE = 'ROLE_EDITOR';
export const SUPPORT_ROLE = 'ROLE_SUPPORT';
export const FINANCE_ROLE = 'ROLE_FINANCE';

/** The staff roles (spec 1 §3's ROLE_MODERATOR is in rules/support.ts). */
export const STAFF_ROLES = [ADMIN_ROLE, EDITOR_ROLE, SUPPORT_ROLE, FINANCE_ROLE] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The desk's areas and the roles that open each (an admin opens all): the catalog's packs and the
 * imports, and the store's other content (categories, presales, origins packs, models, tags, FAQ,
 * documents, blog) (editor); prices and promotions (editor and finance); customers (support); the
 * sales dashboard (finance); the staff and the audit log (admin only).
 */
export const DESK_AREAS = {
  catalog: [EDITOR_ROLE],
  content: [EDITOR_ROLE],
  prices: [EDITOR_ROLE, FINANCE_ROLE],
  customers: [SUPPORT_ROLE],
  sales: [FINANCE_ROLE],
  staff: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type DeskArea = keyof typeof DESK_AREAS;
export const DESK_AREA_KEYS = Object.keys(DESK_AREAS) as DeskArea[];

/** Whether roles held open an area of the desk. */
export function opensDeskArea(roles: readonly string[], area: DeskArea): boolean {
  if (roles.includes(ADMIN_ROLE)) return true;
  return (DESK_AREAS[area] as readonly string[]).some((role) => roles.includes(role));
}

/** The areas roles held open, in the desk's order (empty: not staff). */
export function deskAreasOf(roles: readonly string[]): DeskArea[] {
  return DESK_AREA_KEYS.filter((area) => opensDeskArea(roles, area));
}

/** The message of a save refused because someone else saved the same thing first. */
export const CHANGED_SINCE_OPENED = 'changed since you opened it';
