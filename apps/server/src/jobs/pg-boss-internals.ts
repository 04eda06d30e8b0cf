import { createRequire } from 'node:module';
import type { Settings as LuxonSettings } from 'luxon';

const require = createRequire(import.meta.url);

/**
 * pg-boss reads its schedules' cron expressions with cron-parser, which dates with luxon. Left to
 * itself, luxon asks ICU for the system's locale and time zone on the first date, which makes the
 * process load ICU's code and data (~5 MB resident) for nothing: schedules are evaluated in UTC
 * (pg-boss's default `tz`), and no date is ever formatted. Naming both through luxon's own
 * `Settings` keeps ICU unloaded. luxon is the server's own dependency, pinned to the version
 * cron-parser gets, so npm installs one copy (its CommonJS build, which cron-parser requires):
 * `pg-boss-internals.test.ts` fails when pg-boss or cron-parser come to load another one.
 */
export function settleLuxonDefaults(): void {
  const { Settings } = require('luxon') as { Settings: typeof LuxonSettings };
  Settings.defaultLocale = 'en-US';
  Settings.defaultZone = 'utc';
}

/** pg-boss's own tables live in this schema (its default name). */
export const SCHEMA = 'pgboss';

/** pg-boss's internal queues (`__pgboss__send-it`, which moves cron jobs to their queues). */
export const INTERNAL_QUEUE = /^__pgboss__/;

/**
 * The SQL with which pg-boss completes and fails jobs by id, from its plans module (pg-boss is
 * pinned; `pg-boss-internals.test.ts` fails when the module is gone or its statements change
 * shape). The job queue recognises its cron worker's settling queries by them.
 */
const pgBossPlans = createRequire(require.resolve('pg-boss'))('./plans') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
export const SETTLING_SQL: ReadonlySet<string> = new Set([
  pgBossPlans.completeJobs(SCHEMA),
  pgBossPlans.failJobsById(SCHEMA),
]);
