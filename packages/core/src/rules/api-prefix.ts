/**
 * spec 1 §6: the viewer variant switches each call between the store prefix (`/store/api/v1`)
 * and the plain one (`/api/v1`) by the user's access:
 * - full access and signed in: plain paths;
 * - full access but not signed in: plain paths for user info and token refresh only;
 * - otherwise the store prefix;
 * - the content list always keeps the store prefix.
 */
export type ApiPrefix = 'store' | 'plain';
export type ApiAccess = { hasFullAccess: boolean; isAuthenticated: boolean };

const CONTENT_LIST = '/content/list';
const PLAIN_WITHOUT_SIGN_IN = new Set(['/settings/user/info', '/auth/refresh']);

export function viewerApiPrefix(path: string, access: ApiAccess): ApiPrefix {
  if (path === CONTENT_LIST) return 'store';
  if (!access.hasFullAccess) return 'store';
  if (access.isAuthenticated) return 'plain';
  return PLAIN_WITHOUT_SIGN_IN.has(path) ? 'plain' : 'store';
}
