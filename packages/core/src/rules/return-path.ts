/**
 * A path to send a user back to after a round trip through another site (social sign-in, age
 * verification): only a path on this site, in printable ASCII without backslashes. Anything else
 * would be an open redirect (`//evil.example`, `/\evil.example`, and `/\t/evil.example`, since
 * browsers drop tabs and newlines).
 */
export function isLocalPath(path: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && !path.includes('\\');
}
