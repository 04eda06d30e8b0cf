import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SETTLING_SQL, settleLuxonDefaults } from './pg-boss-internals.js';

const require = createRequire(import.meta.url);

/** The module file `name` resolves to when required from inside `parent`'s package. */
const resolveFrom = (parent: string, name: string) => createRequire(parent).resolve(name);

describe("pg-boss's internals that the job queue relies on", () => {
  it('dates schedules with the luxon the server settles (one copy), in UTC and en-US', () => {
    const cronParser = resolveFrom(require.resolve('pg-boss'), 'cron-parser');
    const luxonOfCronParser = resolveFrom(cronParser, 'luxon');
    expect(luxonOfCronParser, 'cron-parser must load the luxon the server settles').toBe(
      require.resolve('luxon'),
    );
    settleLuxonDefaults();
    const { Settings } = createRequire(cronParser)('luxon') as {
      Settings: { defaultLocale: string; defaultZone: { name: string } };
    };
    expect(Settings.defaultLocale).toBe('en-US');
    expect(Settings.defaultZone.name).toBe('UTC');
  });

  it("still finds pg-boss's statements that complete and fail jobs", () => {
    expect(SETTLING_SQL.size).toBe(2);
    for (const sql of SETTLING_SQL) expect(sql).toMatch(/pgboss\.job/);
    expect((require('pg-boss/package.json') as { version: string }).version).toBe('10.4.2');
  });
});
