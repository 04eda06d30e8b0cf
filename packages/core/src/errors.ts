/**
 * The error catalogue: every errorType the API answers, with its HTTP status and the message key
 * the web client shows (spec 1 §8). Domain code throws DomainError; one handler on the server
 * turns it into `{ errorType, message }`, and the client branches on errorType only.
 */
export const ERROR_TYPES = {
  ValidationError: { status: 400, messageKey: 'something_went_wrong' },
  BadRequest: { status: 400, messageKey: 'something_went_wrong' },
  Forbidden: { status: 403, messageKey: 'something_went_wrong' },
  NotFound: { status: 404, messageKey: 'something_went_wrong' },
  MethodNotAllowed: { status: 405, messageKey: 'something_went_wrong' },
  PayloadTooLarge: { status: 413, messageKey: 'something_went_wrong' },
  UriTooLong: { status: 414, messageKey: 'something_went_wrong' },
  // Refused by Node's HTTP parser before routing (http/error-handler.ts answerClientError).
  RequestTimeout: { status: 408, messageKey: 'something_went_wrong' },
  RequestHeaderFieldsTooLarge: { status: 431, messageKey: 'something_went_wrong' },
  UnsupportedMediaType: { status: 415, messageKey: 'something_went_wrong' },
  ContentNotFound: { status: 404, messageKey: 'something_went_wrong' },
  CategoryNotFound: { status: 404, messageKey: 'something_went_wrong' },
  SectionNotFound: { status: 404, messageKey: 'something_went_wrong' },
  ModelNotFound: { status: 404, messageKey: 'something_went_wrong' },
  TagNotFound: { status: 404, messageKey: 'something_went_wrong' },
  DocumentNotFound: { status: 404, messageKey: 'something_went_wrong' },
  BlogPostNotFound: { status: 404, messageKey: 'something_went_wrong' },
  OriginsPackNotFound: { status: 404, messageKey: 'something_went_wrong' },
  UserNotFound: { status: 404, messageKey: 'user_not_found' },
  TooManyRequests: { status: 429, messageKey: 'early_resend' },
  // Reports and support requests sent per hour, counted in the database (modules/support).
  SupportLimitReached: { status: 429, messageKey: 'support_limit' },
  // A user's live feed links are capped (rules/account-limits.ts): one is revoked to make another.
  FeedLinkLimitReached: { status: 409, messageKey: 'feed_link_limit' },
  // Accounts (spec 1 §8). 403 is kept for an expired access token: the client refreshes on it.
  UsernameNotUnique: { status: 409, messageKey: 'username_exists' },
  EmailNotUnique: { status: 409, messageKey: 'email_exists' },
  TokenExpiration: { status: 410, messageKey: 'expired_otp' },
  TokenChecksAttempts: { status: 429, messageKey: 'too_many_wrong_otp' },
  InvalidTokenId: { status: 400, messageKey: 'wrong_otp' },
  TokenValidation: { status: 400, messageKey: 'wrong_otp' },
  // Device pairing (RFC 8628 §3.5 error codes, answered to the polling device).
  slow_down: { status: 400, messageKey: 'pair_slow_down' },
  expired_token: { status: 400, messageKey: 'pair_code_expired' },
  access_denied: { status: 400, messageKey: 'pair_denied' },
  EarlyTokenRefresh: { status: 429, messageKey: 'early_resend' },
  LockedUser: { status: 423, messageKey: 'hour_lock' },
  LockedNotification: { status: 429, messageKey: 'day_lock' },
  BadCredentials: { status: 401, messageKey: 'bad_credentials' },
  WrongOldPassword: { status: 400, messageKey: 'wrong_old_password' },
  PasswordsEqual: { status: 400, messageKey: 'passwords_equals' },
  PasswordAlreadySet: { status: 409, messageKey: 'something_went_wrong' },
  Unauthorized: { status: 401, messageKey: 'something_went_wrong' },
  AccessTokenExpired: { status: 403, messageKey: 'something_went_wrong' },
  InvalidRefreshToken: { status: 401, messageKey: 'something_went_wrong' },
  CsrfTokenMismatch: { status: 403, messageKey: 'something_went_wrong' },
  ActiveSubscription: { status: 409, messageKey: 'something_went_wrong' },
  // A lifetime plan cannot be cancelled: it ends with the account, once the holder confirms.
  LifetimeEndsWithAccount: { status: 409, messageKey: 'lifetime_ends_with_account' },
  // Cart (spec 1 §3, §4): the problems of rules/cart.ts, one errorType each.
  CartItemNotFound: { status: 404, messageKey: 'cart_item_not_found' },
  AlreadyOwned: { status: 409, messageKey: 'already_owned' },
  CustomPriceNotAllowed: { status: 400, messageKey: 'custom_price_not_allowed' },
  CustomPriceTooLow: { status: 400, messageKey: 'custom_price_too_low' },
  TrialNotAvailable: { status: 400, messageKey: 'trial_not_available' },
  PromoCodeNotFound: { status: 404, messageKey: 'promo_code_not_found' },
  PromoCodeExpired: { status: 410, messageKey: 'promo_code_expired' },
  PromoCodeUsedUp: { status: 410, messageKey: 'promo_code_used_up' },
  PromoCodeNotApplicable: { status: 400, messageKey: 'promo_code_not_applicable' },
  // A tariff the buyer may not buy (spec 1 §9 upgrade order): the refusals of rules/cart.ts.
  TariffAlreadyHeld: { status: 409, messageKey: 'tariff_already_held' },
  TariffDowngrade: { status: 409, messageKey: 'tariff_downgrade' },
  LifetimeHeld: { status: 409, messageKey: 'lifetime_held' },
  // A trial is sold once per customer: an account that ever held a subscription, or a card that
  // already paid for a trial (its acquirer's fingerprint), buys the plan at its price.
  TrialAlreadyUsed: { status: 409, messageKey: 'trial_already_used' },
  // Checkout and payments (spec 1 §4, §6).
  ProceedToLogin: { status: 409, messageKey: 'proceed_to_login' },
  CartEmpty: { status: 400, messageKey: 'cart_empty' },
  PaymentMethodUnavailable: { status: 400, messageKey: 'payment_method_unavailable' },
  PaymentUnsupported: { status: 403, messageKey: 'payment_unsupported' },
  TransactionNotFound: { status: 404, messageKey: 'something_went_wrong' },
  PaymentNotFound: { status: 404, messageKey: 'something_went_wrong' },
  InvalidSignature: { status: 400, messageKey: 'something_went_wrong' },
  ProviderNotConfigured: { status: 404, messageKey: 'something_went_wrong' },
  // Subscriptions (spec 1 §3 Subscription, §4 cancel; spec 2 §5).
  SubscriptionNotFound: { status: 404, messageKey: 'something_went_wrong' },
  SubscriptionAlreadyCancelled: { status: 409, messageKey: 'something_went_wrong' },
  LifetimeNotCancellable: { status: 409, messageKey: 'something_went_wrong' },
  // The subscribers' card-ownership promo (spec 2 §3 Card ownership).
  SubscriptionRequired: { status: 403, messageKey: 'subscription_required' },
  CardPromoClosed: { status: 409, messageKey: 'card_promo_closed' },
  /** The operator's desk: a save over a change someone else saved since the form was opened. */
  ChangedSinceOpened: { status: 409, messageKey: 'changed_since_opened' },
  // The operator's desk: a refund past what is left of the order, or of an order never paid.
  RefundTooLarge: { status: 409, messageKey: 'something_went_wrong' },
  OrderNotRefundable: { status: 409, messageKey: 'something_went_wrong' },
  // The operator's desk: a promo code of the same letters exists (codes match without regard to case).
  PromoCodeNotUnique: { status: 409, messageKey: 'something_went_wrong' },
  /** The desk: a slug (or a category's name) another one of its kind has; the message names it. */
  SlugNotUnique: { status: 409, messageKey: 'something_went_wrong' },
  /** The desk: a category with packs, a model or tag in use, cannot be deleted. */
  StillInUse: { status: 409, messageKey: 'something_went_wrong' },
  // The operator's desk: the last account holding ROLE_ADMIN keeps it (someone must grant roles).
  LastAdmin: { status: 409, messageKey: 'something_went_wrong' },
  // Player and media delivery (spec 2 §3, §4).
  ContentNotEntitled: { status: 403, messageKey: 'content_not_entitled' },
  // An exclusive pack without trial scenes (spec 1 §6): `params.tariffs` names the plans opening it.
  ContentExclusive: { status: 403, messageKey: 'content_exclusive' },
  PartNotFound: { status: 404, messageKey: 'something_went_wrong' },
  MediaLinkInvalid: { status: 403, messageKey: 'something_went_wrong' },
  MediaLinkExpired: { status: 410, messageKey: 'something_went_wrong' },
  MediaNotFound: { status: 404, messageKey: 'something_went_wrong' },
  RangeNotSatisfiable: { status: 416, messageKey: 'something_went_wrong' },
  PlatformNotSupported: { status: 400, messageKey: 'platform_not_supported' },
  SocialSignInFailed: { status: 400, messageKey: 'something_went_wrong' },
  AgeVerificationNotFound: { status: 404, messageKey: 'something_went_wrong' },
  ServiceUnavailable: { status: 503, messageKey: 'something_went_wrong' },
  InternalError: { status: 500, messageKey: 'something_went_wrong' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorType = keyof typeof ERROR_TYPES;

/** What a message names (`{{name}}` in the catalogue); a list is joined in the caller's language. */
export type ErrorParams = Record<string, string | string[]>;

export class DomainError extends Error {
  readonly errorType: ErrorType;
  readonly status: number;
  readonly params: ErrorParams | undefined;

  constructor(
    errorType: ErrorType,
    message: string,
    options?: { cause?: unknown; params?: ErrorParams },
  ) {
    super(message, options);
    this.name = 'DomainError';
    this.errorType = errorType;
    this.status = ERROR_TYPES[errorType].status;
    this.params = options?.params;
  }
}
