import { compareVersions } from '@parallax/core/rules/version';

const VERSION = /^\d+\.\d+\.\d+$/;

/**
 * spec 1 §7 release check: the server's version is compared with the installed one; only a newer
 * one is an update (an older server, during a rolling deploy, is not), and a malformed version
 * never is.
 */
export function isNewerRelease(announced: string, installed: string): boolean {
  return (
    VERSION.test(announced) && VERSION.test(installed) && compareVersions(announced, installed) > 0
  );
}
