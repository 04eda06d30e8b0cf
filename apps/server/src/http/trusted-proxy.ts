import { BlockList, isIP } from 'node:net';

/**
 * Which peers' X-Forwarded-* (and X-Request-Id, and the age check's country headers) are
 * believed: none (`false`), any (`true`), the nearest N proxies (a hop count), or only proxies at
 * these addresses and networks (`127.0.0.1`, `10.0.0.0/8`, `::1`). Handed to Fastify as it is.
 */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY's text: `true`, `false`, a hop count (`1`), or addresses and CIDRs, comma-separated. */
export function parseTrustProxy(text: string): TrustProxy | null {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => networkOf(entry) !== null) ? entries : null;
}

type Network = { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' };

function networkOf(entry: string): Network | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > (version === 4 ? 32 : 128)) {
    return null;
  }
  return { address, prefix: Number(prefixText), family };
}

/**
 * Whether the peer of a connection (its socket's remote address) is a trusted proxy: with an
 * address list, only a peer in it; with `true` or a hop count, any peer (the nearest hop is the
 * peer itself). An IPv4 peer seen on an IPv6 socket (`::ffff:10.0.0.5`) is checked as IPv4.
 */
export function trustedPeerCheck(
  trust: TrustProxy,
): (remoteAddress: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (!Array.isArray(trust)) return () => true;
  const trusted = new BlockList();
  for (const entry of trust) {
    const network = networkOf(entry);
    if (network === null) throw new Error(`TRUST_PROXY: ${entry} is not an address or network`);
    if (network.prefix === null) trusted.addAddress(network.address, network.family);
    else trusted.addSubnet(network.address, network.prefix, network.family);
  }
  return (remoteAddress) => {
    if (remoteAddress === undefined) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress)?.[1];
    if (mapped !== undefined) return trusted.check(mapped, 'ipv4');
    const version = isIP(remoteAddress);
    return version !== 0 && trusted.check(remoteAddress, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Fastify's `trustProxy` for this trust (its types leave out the hop count it takes). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
