/**
 * spec 1 §6: the API prefix depends on hasFullAccess and sign-in; guests use the store prefix,
 * and the content list always keeps it.
 */
export function storeApi(path: string): string {
  return `/store/api/v1${path}`;
}
