import { viewerApiPrefix, type ApiAccess, type ApiPrefix } from '@parallax/core/rules/api-prefix';
import { VARIANT } from './platform';

/**
 * spec 1 §6: the API prefix depends on hasFullAccess and sign-in; guests use the store prefix,
 * and the content list always keeps it.
 */
export function storeApi(path: string): string {
  return `/store/api/v1${path}`;
}

/**
 * spec 1 §6–§7: user info and token refresh use the plain prefix (`/api/v1`) whatever the
 * access; the server answers both prefixes for every account route.
 */
export function plainApi(path: string): string {
  return `/api/v1${path}`;
}

/** The signed-in user's access, kept by the session provider (spec 1 §6 viewer prefixes). */
let access: ApiAccess = { hasFullAccess: false, isAuthenticated: false };
export function setApiAccess(next: ApiAccess): void {
  access = next;
}

/**
 * The prefix a call goes out with: the website keeps each call's own, the viewer switches them by
 * the user's access (spec 1 §1, §6).
 */
export function variantPrefix(path: string, own: ApiPrefix): ApiPrefix {
  return VARIANT.name === 'viewer' ? viewerApiPrefix(path, access) : own;
}
