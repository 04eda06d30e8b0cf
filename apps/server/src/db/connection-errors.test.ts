import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './connection-errors.js';

/** An error as node-postgres makes them: a message, and a SQLSTATE or socket code. */
function driverError(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

/** Drizzle's wrapping of a failed query: the driver's error is its cause. */
function failedQuery(cause: Error): Error {
  return Object.assign(new Error('Failed query: select 1', { cause }), {
    query: 'select 1',
    params: [],
  });
}

describe('isDatabaseUnreachable', () => {
  it('knows a server that is gone, stopping, starting or full', () => {
    const unreachable = [
      driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      driverError('read ECONNRESET', { code: 'ECONNRESET' }),
      driverError('Connection terminated unexpectedly'),
      driverError('timeout exceeded when trying to connect'),
      driverError('Client has encountered a connection error and is not queryable'),
      driverError('terminating connection due to administrator command', {
        code: '57P01',
        severity: 'FATAL',
      }),
      driverError('the database system is shutting down', { code: '57P03', severity: 'FATAL' }),
      driverError('sorry, too many clients already', { code: '53300', severity: 'FATAL' }),
      driverError('connection failure', { code: '08006', severity: 'FATAL' }),
    ];
    for (const error of unreachable) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(isDatabaseUnreachable(failedQuery(error)), `wrapped: ${error.message}`).toBe(true);
    }
    const refusedTwice = new AggregateError([
      driverError('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' }),
    ]);
    expect(isDatabaseUnreachable(refusedTwice)).toBe(true);
  });

  it('leaves every other failure a fault', () => {
    const faults = [
      driverError('duplicate key value violates unique constraint', {
        code: '23505',
        severity: 'ERROR',
      }),
      driverError('syntax error at or near "selec"', { code: '42601', severity: 'ERROR' }),
      driverError('canceling statement due to statement timeout', {
        code: '57014',
        severity: 'ERROR',
      }),
      new TypeError('Cannot read properties of undefined'),
    ];
    for (const error of faults) {
      expect(isDatabaseUnreachable(error), error.message).toBe(false);
      expect(isDatabaseUnreachable(failedQuery(error)), `wrapped: ${error.message}`).toBe(false);
    }
    expect(isDatabaseUnreachable('Connection terminated unexpectedly')).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
