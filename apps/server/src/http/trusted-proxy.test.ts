import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy, trustedPeerCheck } from './trusted-proxy.js';

describe('TRUST_PROXY', () => {
  it('reads none, any, a hop count, or addresses and networks', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', 'localhost', '10.0.0.0/33', '10.0.0/8', '::1/129', '1.2.3.4/8/1']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be true, false/);
  });

  it('believes a peer in the list only, IPv4 on an IPv6 socket included', () => {
    const isTrusted = trustedPeerCheck(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(isTrusted('127.0.0.1')).toBe(true);
    expect(isTrusted('::ffff:127.0.0.1')).toBe(true);
    expect(isTrusted('10.200.3.4')).toBe(true);
    expect(isTrusted('fd12::5')).toBe(true);
    expect(isTrusted('127.0.0.2')).toBe(false);
    expect(isTrusted('11.0.0.1')).toBe(false);
    expect(isTrusted('::1')).toBe(false);
    expect(isTrusted(undefined)).toBe(false);
  });

  it('believes every peer with true or a hop count, and none with false', () => {
    expect(trustedPeerCheck(true)('203.0.113.9')).toBe(true);
    expect(trustedPeerCheck(1)('203.0.113.9')).toBe(true);
    expect(trustedPeerCheck(false)('127.0.0.1')).toBe(false);
  });
});
