import type { CredentialEnding } from '@parallax/core/contracts/credentials';
import { credentialsEndpoints } from '@parallax/core/endpoints/credentials';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { userQueries } from '@/data/account/user-queries';
import { devicesQuery, feedLinksQuery } from './devices';

/** The latest times every credential of the account was ended, newest first. */
export const credentialEndingsQuery = () =>
  queryOptions({
    queryKey: [...userQueries.all(), 'credential-endings'],
    queryFn: ({ signal }) =>
      callEndpoint(credentialsEndpoints.listEndings, { prefix: 'store', signal }),
    staleTime: 30_000,
  });

/** Every other browser and device is signed out; the answer counts what was ended. */
export const signOutEverywhere = (): Promise<CredentialEnding> =>
  callEndpoint(credentialsEndpoints.signOutEverywhere, { prefix: 'store' });

/**
 * After every credential ended (signing out everywhere, a password change): the devices, the
 * feed links and what was ended are asked again.
 */
export async function refreshCredentials(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [devicesQuery(), feedLinksQuery(), credentialEndingsQuery()].map((query) =>
      queryClient.invalidateQueries({ queryKey: query.queryKey }),
    ),
  );
}
