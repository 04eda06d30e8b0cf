import type { OtpCode } from '@parallax/core/contracts/devices';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { z } from 'zod';
import { callEndpoint } from '@/lib/api-client';
import { readAttribution } from '@/data/marketing/attribution';
import { getDeviceId, VARIANT } from '@/lib/platform';
import { LoginResponse } from '../model/login-result';
import { callSignIn } from './login-call';

/** spec 1 §4 Otp login: polled every second until a signed-in device approves the code. */
export const OTP_POLL_MS = 1000;

export function requestOneTimeCode(): Promise<OtpCode> {
  const { source } = readAttribution();
  return callEndpoint(authEndpoints.requestOtp, {
    prefix: 'store',
    body: {
      clientIdentifier: getDeviceId(),
      clientType: VARIANT.platform,
      ...(source ? { source } : {}),
    },
  });
}

const Pending = z.object({ status: z.literal('PENDING'), interval: z.number().int().positive() });
const PollAnswer = z.union([Pending, LoginResponse]);

export type PollAnswer =
  { kind: 'pending'; intervalMs: number } | { kind: 'signedIn'; answer: LoginResponse };

/** Pending (with the interval the server asks for) until approved, then the login answer. */
export function pollOneTimeCode(otp: Pick<OtpCode, 'code' | 'deviceCode'>): Promise<PollAnswer> {
  return callSignIn(
    authEndpoints.pollOtp,
    { code: otp.code, deviceCode: otp.deviceCode },
    PollAnswer,
  ).then((answer) => {
    const pending = Pending.safeParse(answer);
    return pending.success
      ? { kind: 'pending', intervalMs: Math.max(OTP_POLL_MS, pending.data.interval * 1000) }
      : { kind: 'signedIn', answer };
  });
}
