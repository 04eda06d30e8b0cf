import { describe, expect, it } from 'vitest';
import { requesterOfAddress } from './requester.js';

describe('the requester of a client address', () => {
  it('is an IPv4 address itself, also as an IPv6 socket shows it', () => {
    expect(requesterOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(requesterOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(requesterOfAddress('::FFFF:10.0.0.5')).toBe('10.0.0.5');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(requesterOfAddress(address)).toBe(network);
    }
    expect(requesterOfAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(requesterOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(requesterOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(requesterOfAddress('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
