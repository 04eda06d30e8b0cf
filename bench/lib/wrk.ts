import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

export const WRK = '/usr/bin/wrk';

export type WrkResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connect, read, write errors and timeouts. */
  socketErrors: number;
  non2xx3xx: number;
};

/** wrk's latency ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function ms(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us'
    ? value / 1000
    : match[2] === 'ms'
      ? value
      : match[2] === 's'
        ? value * 1000
        : value * 60_000;
}

export function hasWrk(): boolean {
  return existsSync(WRK);
}

/** One wrk run (`--latency`), parsed; wrk is C and keeps up with nginx where a Node client would not. */
export async function wrk(
  url: string,
  options: {
    seconds: number;
    connections: number;
    threads?: number;
    headers?: Record<string, string>;
  },
): Promise<WrkResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await promisify(execFile)(
    WRK,
    [
      `-t${options.threads ?? 2}`,
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      ...headerArgs,
      url,
    ],
    { maxBuffer: 1 << 20 },
  );
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const latency = (percent: number) =>
    ms(new RegExp(`^\\s+${percent}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: latency(50),
    p99Ms: latency(99),
    requests: number(/(\d+) requests in/),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx3xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
  };
}
