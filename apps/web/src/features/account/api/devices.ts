import type { OtpApproval } from '@parallax/core/contracts/devices';
import type { CreatedFeedLink } from '@parallax/core/contracts/feeds';
import { authEndpoints } from '@parallax/core/endpoints/auth';
import { feedsEndpoints } from '@parallax/core/endpoints/feeds';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { userQueries } from '@/data/account/user-queries';

/** The signed-in user's sessions: browsers, headsets, apps (under `user`: gone at sign-out). */
export const devicesQuery = () =>
  queryOptions({
    queryKey: [...userQueries.all(), 'devices'],
    queryFn: ({ signal }) => callEndpoint(authEndpoints.listDevices, { prefix: 'store', signal }),
    staleTime: 30_000,
  });

export const signOutDevice = (id: string): Promise<null> =>
  callEndpoint(authEndpoints.signOutDevice, { prefix: 'store', params: { id } });

/** spec 2 §7 pairing code verify `otpCodeBody {code}`. */
export const verifyPairCode = (code: string): Promise<OtpApproval> =>
  callEndpoint(authEndpoints.approveOtp, { prefix: 'store', body: { code } });

/** "This is not my device": the pairing is declined, and the device signed out if it got in. */
export const declinePairing = (code: string): Promise<null> =>
  callEndpoint(authEndpoints.denyOtp, { prefix: 'store', body: { code } });

/** The user's feed links for VR players (DeoVR, HereSphere), without their tokens. */
export const feedLinksQuery = () =>
  queryOptions({
    queryKey: [...userQueries.all(), 'feed-links'],
    queryFn: ({ signal }) => callEndpoint(feedsEndpoints.listLinks, { prefix: 'store', signal }),
    staleTime: 30_000,
  });

/** A new feed link: its feed URLs are in this answer only. */
export const createFeedLink = (label: string): Promise<CreatedFeedLink> =>
  callEndpoint(feedsEndpoints.createLink, { prefix: 'store', body: { label } });

export const revokeFeedLink = (id: string): Promise<null> =>
  callEndpoint(feedsEndpoints.revokeLink, { prefix: 'store', params: { id } });
