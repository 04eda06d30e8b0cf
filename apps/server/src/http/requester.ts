import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, for the limits one client must not use up for another (the wrong codes typed at
 * someone's e-mailed code): the client's address, as the proxies TRUST_PROXY names report it
 * (`request.ip`). Not a cookie: a stranger sheds cookies at will, so a cookie could only ever give
 * them a fresh allowance.
 */
export const requesterOf = (request: FastifyRequest): string => requesterOfAddress(request.ip);

/**
 * An IPv4 address as it is (also when an IPv6 socket shows it as `::ffff:a.b.c.d`); an IPv6
 * address by its /64, the network one subscriber gets whole and may pick any address in.
 */
export function requesterOfAddress(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped !== undefined) return mapped;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
