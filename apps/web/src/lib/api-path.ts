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
