import type { PushPayload } from '@parallax/core/contracts/notifications';

// Web push with the standard protocol: VAPID (RFC 8292), message encryption (RFC 8291) and
// delivery to the browser's push service (RFC 8030).

/** A VAPID key pair (base64url). */
export type VapidKeys = { publicKey: string; privateKey: string };

/** The server's VAPID identity: its key pair and whom push services may contact. */
export type Vapid = VapidKeys & { subject: string };

/** Whether the server posts pushes to this machine: with the development tools only (test receivers). */
export type PushNetwork = { allowsLoopback: boolean };

/** A browser's push subscription as the browser gives it (`PushSubscription.toJSON()`). */
export type BrowserPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Where one push goes: a subscription's endpoint and the keys it is encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** A push endpoint whose host is, or resolves to, an address that is not public. */
export class PushAddressRefused extends Error {
  override name = 'PushAddressRefused';
  constructor(host: string, address: string) {
    super(`refused to push to ${host}: ${address} is not a public address`);
  }
}

/** Sends web pushes for the notifications module. */
export type PushProvider = {
  /** A new key pair: made once, then kept by the caller (a browser's subscription is bound to it). */
  newVapidKeys(): VapidKeys;
  /** What is wrong with a push endpoint (the push services allowed), or null. */
  endpointProblem(endpoint: string): string | null;
  /** What is wrong with a browser's subscription (its endpoint and keys), or null. */
  subscriptionProblem(subscription: BrowserPushSubscription): string | null;
  /**
   * Encrypts `payload` for one subscription, signs the request with `vapid` and posts it; the
   * status the push service answered. Rejects with PushAddressRefused for an address that is not
   * public, and with the network's error when the post fails.
   */
  send(
    target: PushTarget,
    payload: PushPayload,
    vapid: Vapid,
    options: { ttlSeconds: number; timeoutMs: number },
  ): Promise<number>;
};
