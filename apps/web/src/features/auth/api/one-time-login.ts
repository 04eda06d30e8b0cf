import { OtpCode } from '@parallax/core/contracts/auth';
import { z } from 'zod';
import { storeApi } from '@/lib/api-path';
import { apiSend } from '@/lib/http';
import { readAttribution } from '@/lib/marketing';
import { getDeviceId, PLATFORM } from '@/lib/platform';
import { LoginResponse } from '../model/login-result';

/** spec 1 §4 Otp login: polled every second until a signed-in device approves the code. */
export const OTP_POLL_MS = 1000;

export function requestOneTimeCode(): Promise<OtpCode> {
  const { source } = readAttribution();
  return apiSend(
    'POST',
    storeApi('/auth/otp'),
    { clientIdentifier: getDeviceId(), clientType: PLATFORM, ...(source ? { source } : {}) },
    OtpCode,
  );
}

const PollAnswer = z.union([z.object({ status: z.literal('PENDING') }), LoginResponse]);

/** null while the code waits for approval, then the login answer. */
export function pollOneTimeCode(code: string): Promise<LoginResponse | null> {
  return apiSend('POST', storeApi('/auth/otp/poll'), { code }, PollAnswer).then((answer) =>
    answer.status === 'PENDING' ? null : answer,
  );
}
