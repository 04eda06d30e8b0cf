import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@parallax/core/errors';

/** The header the test acquirer signs its webhooks in. */
export const SIGNATURE_HEADER = 'parallax-test-acquirer-signature';

/** How old a signed webhook may be: older deliveries are refused as possible replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const digest = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, signed afresh on every delivery. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/** Throws InvalidSignature unless `header` signs `body` with `secret` within the tolerance. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): void {
  const fields = new Map(
    (header ?? '').split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(fields.get('t'));
  const signature = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new DomainError('InvalidSignature', 'The webhook has no valid signature');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new DomainError('InvalidSignature', 'The webhook signature is too old');
  }
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new DomainError('InvalidSignature', 'The webhook signature does not match');
  }
}
