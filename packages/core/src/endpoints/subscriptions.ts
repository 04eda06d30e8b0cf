import { CatalogQuery, ErrorBody } from '../contracts/common.js';
import {
  ActiveSubscription,
  BannerParams,
  BannerSeen,
  BannerSeenQuery,
  CancelSubscriptionBody,
  CardOwnershipResponse,
  ClockAdvance,
  ClockState,
  ManageSubscriptionResponse,
  PersonalDiscount,
  PersonalDiscountQuery,
  SubscriptionDto,
  TariffList,
} from '../contracts/subscriptions.js';
import { defineEndpoint } from './endpoint.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['subscriptions'];

/** spec 1 §7 subscription calls, personal discounts and banners; spec 2 card-ownership promo. */
export const subscriptionEndpoints = {
  active: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/active',
    responses: { 200: ActiveSubscription, ...errors },
    auth: 'user',
    tags,
    summary: 'The signed-in user’s subscription that gives access now (null when none)',
  }),
  tariffs: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/tariffs',
    // The source: a visitor's personal discount (source-14) prices the plans as the cart will.
    query: CatalogQuery,
    responses: { 200: TariffList, ...errors },
    auth: 'optional',
    tags,
    summary: 'Tariffs on sale, with what each is to the caller (current, upgrade and its price)',
  }),
  manage: defineEndpoint({
    method: 'POST',
    path: '/subscriptions/manage',
    responses: { 200: ManageSubscriptionResponse, ...errors },
    auth: 'user',
    tags,
    summary: 'Manage subscription: opens the payment provider’s hosted management page',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/subscriptions/cancel',
    body: CancelSubscriptionBody,
    responses: { 200: SubscriptionDto, ...errors },
    auth: 'user',
    tags,
    summary: 'Cancel: no more renewals; access lasts to the end date',
    description:
      'Moves an active subscription to CANCEL_IN_PROGRESS until the provider confirms (CANCELLED). Refused: no such subscription (SubscriptionNotFound), one already cancelled (SubscriptionAlreadyCancelled), a lifetime one (LifetimeNotCancellable).',
  }),
  personalDiscount: defineEndpoint({
    method: 'GET',
    path: '/discounts/personal',
    query: PersonalDiscountQuery,
    responses: { 200: PersonalDiscount, ...errors },
    auth: 'optional',
    tags,
    summary: 'The caller’s personal discount (source-14, subscription upgrade, pay-as-you-go)',
  }),
  bannerSeen: defineEndpoint({
    method: 'GET',
    path: '/banners/:bannerId/seen',
    params: BannerParams,
    query: BannerSeenQuery,
    responses: { 200: BannerSeen, ...errors },
    auth: 'user',
    tags,
    summary: 'Whether the signed-in user has seen (dismissed) a banner',
    description:
      'With `userId`: whether that user has seen it; allowed for the caller’s own id and for moderators (ROLE_MODERATOR), anyone else gets 403 Forbidden.',
  }),
  markBannerSeen: defineEndpoint({
    method: 'POST',
    path: '/banners/:bannerId/seen',
    params: BannerParams,
    responses: { 200: BannerSeen, ...errors },
    auth: 'user',
    tags,
    summary: 'Mark a banner seen (Not now, or closed)',
  }),
  cardPromo: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/card-promo',
    responses: { 200: CardOwnershipResponse, ...errors },
    auth: 'optional',
    tags,
    summary:
      'The subscribers’ card-ownership promo: the pack on offer, its claim window, next drop',
  }),
  claimCardPromo: defineEndpoint({
    method: 'POST',
    path: '/subscriptions/card-promo/claim',
    responses: { 200: CardOwnershipResponse, ...errors },
    auth: 'user',
    tags,
    summary: 'Claim the promo’s pack for keeps (subscribers, while the window is open)',
  }),
};

/** Development tools only: the server registers these with DEV_TOOLS on (loopback only). */
export const clockEndpoints = {
  clock: defineEndpoint({
    method: 'GET',
    base: '/api',
    path: '/dev/clock',
    responses: { 200: ClockState },
    tags: ['dev'],
    summary: 'Development: the server’s clock',
  }),
  advanceClock: defineEndpoint({
    method: 'POST',
    base: '/api',
    path: '/dev/clock/advance',
    body: ClockAdvance,
    responses: { 200: ClockState, 400: ErrorBody },
    tags: ['dev'],
    summary: 'Development: move the clock forward and run the billing that fell due',
  }),
};
