import type { Endpoint } from '@parallax/core/endpoints/endpoint';
import type { z } from 'zod';
import { endpointUrl } from '@/lib/api-client';
import { apiSend } from '@/lib/http';

type SignInEndpoint = Endpoint & { method: 'POST'; body: z.ZodType };

/**
 * Calls an endpoint of the table that signs the client in, reading its answer with `answer`
 * rather than the endpoint's strict contract: spec 1 §4 treats a login status the contract does
 * not know as bad credentials, not as a failed call (see `LoginResponse`).
 */
export function callSignIn<E extends SignInEndpoint, T extends z.ZodType>(
  endpoint: E,
  body: z.input<E['body']>,
  answer: T,
): Promise<z.infer<T>> {
  const url = endpointUrl<SignInEndpoint>(endpoint, { prefix: 'store' });
  return apiSend(endpoint.method, url, body, answer);
}
