import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  pushEndpointProblem,
  pushSubscriptionProblem,
} from './push-endpoint.rules.js';

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('a push subscription', () => {
  const keys = browserKeys();
  const inProduction = { allowsLoopback: false };
  const outside = { allowsLoopback: true };

  it('is a browser push service’s https address with a P-256 key and a 16-byte secret', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx5Q',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
      // The root's dot, and the https port spelt out, name the same host and port.
      'https://fcm.googleapis.com./fcm/send/x',
      'https://FCM.googleapis.com:443/fcm/send/x',
    ]) {
      expect(pushSubscriptionProblem({ endpoint, keys }, inProduction), endpoint).toBeNull();
      expect(pushSubscriptionProblem({ endpoint, keys }, outside), endpoint).toBeNull();
    }
  });

  it('is never another host, another port, http, this machine or an IP address', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://push.example.com/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://storage.googleapis.com/bucket/x',
      'https://push.apple.com/x',
      'https://evilpush.apple.com/x',
      'https://a..push.apple.com/x',
      'https://notify.windows.com.example/x',
      'https://localhost/push/x',
      'https://127.0.0.1/push/x',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://intranet/push',
      'https://app.localhost/push',
      'https://user:secret@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(pushSubscriptionProblem({ endpoint, keys }, inProduction), endpoint).toMatch(
        /^endpoint: /,
      );
    }
  });

  it('without the development tools: never http to this machine', () => {
    expect(
      pushSubscriptionProblem({ endpoint: 'http://127.0.0.1:9000/push/x', keys }, inProduction),
    ).toMatch(/^endpoint: /);
    expect(
      pushSubscriptionProblem({ endpoint: 'http://localhost:9000/push/x', keys }, inProduction),
    ).toMatch(/^endpoint: /);
  });

  it('with the development tools: also this machine (the test push receivers), nowhere else', () => {
    for (const endpoint of [
      'http://127.0.0.1:9000/p',
      'http://localhost:9000/p',
      'https://[::1]:9000/p',
    ]) {
      expect(pushSubscriptionProblem({ endpoint, keys }, outside), endpoint).toBeNull();
    }
    for (const endpoint of ['http://10.1.2.3/p', 'https://push.example.com/p']) {
      expect(pushSubscriptionProblem({ endpoint, keys }, outside), endpoint).toMatch(/^endpoint: /);
    }
    expect(pushEndpointProblem('ftp://127.0.0.1/p', outside)).toMatch(/^endpoint: /);
  });
});

describe('the address a push is sent to', () => {
  it('is public: never this machine, a private or link-local network, CGNAT or 0.0.0.0/8', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.7',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '142.250.184.138',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2a00:1450:4003:80f::200a',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
