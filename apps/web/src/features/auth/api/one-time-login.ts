import type { OtpCode } from '@parallax/core/contracts/auth';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { z } from 'zod';
import { callEndpoint } from '@/lib/api-client';
import { readAttribution } from '@/lib/marketing';
import { getDeviceId, PLATFORM } from '@/lib/platform';
import { LoginResponse } from '../model/login-result';
import { callSignIn } from './login-call';

/** spec 1 §4 Otp login: polled every second until a signed-in device approves the code. */
export const OTP_POLL_MS = 1000;

export function requestOneTimeCode(): Promise<OtpCode> {
  const { source } = readAttribution();
  return callEndpoint(authEndpoints.requestOtp, {
    prefix: 'store',
    body: { clientIdentifier: getDeviceId(), clientType: PLATFORM, ...(source ? { source } : {}) },
  });
}

const PollAnswer = z.union([z.object({ status: z.literal('PENDING') }), LoginResponse]);

/** null while the code waits for approval, then the login answer. */
export function pollOneTimeCode(code: string): Promise<LoginResponse | null> {
  return callSignIn(authEndpoints.pollOtp, { code }, PollAnswer).then((answer) =>
    answer.status === 'PENDING' ? null : answer,
  );
}
