import type {
  CardOwnership,
  PersonalDiscount,
  SubscriptionDto,
  TariffDto,
} from '@parallax/core/contracts/subscriptions';

/** Component-test data, valid by the contracts (the client checks every answer against them). */

export const TARIFF_IDS = {
  monthly: '1b7e4c2a-9d3f-4a6b-8c1d-2e3f4a5b6c01',
  annual: '1b7e4c2a-9d3f-4a6b-8c1d-2e3f4a5b6c02',
  lifetime: '1b7e4c2a-9d3f-4a6b-8c1d-2e3f4a5b6c03',
} as const;

export const SUBSCRIPTION_ID = '7d2c9e1f-5a4b-4c3d-9e8f-0a1b2c3d4e5f';

export function aTariff(overrides: Partial<TariffDto> = {}): TariffDto {
  return {
    id: TARIFF_IDS.monthly,
    name: 'Monthly',
    description: 'Every pack, month by month.',
    featureDataList: [{ icon: 'play', description: 'Play every pack in VR and 2D' }],
    price: 19.99,
    oldPrice: null,
    durationDays: 30,
    isLifetime: false,
    kind: 'monthly',
    cartPreview: null,
    colours: null,
    isTrialEnabled: false,
    trialDurationDays: null,
    trialPrice: null,
    trialContentPacks: [],
    differentRecurringPrice: null,
    isExclusiveAccess: false,
    isCurrent: false,
    isAvailable: true,
    isTrialAvailable: false,
    upgradePrice: null,
    upgradeCredit: null,
    personalOffer: null,
    ...overrides,
  };
}

/** The demo tariffs: monthly with a 7-day trial, annual, lifetime. */
export function demoTariffs(): TariffDto[] {
  return [
    aTariff({ isTrialEnabled: true, isTrialAvailable: true, trialDurationDays: 7, trialPrice: 1 }),
    aTariff({
      id: TARIFF_IDS.annual,
      name: 'Annual',
      price: 99.99,
      oldPrice: 239.88,
      durationDays: 365,
      kind: 'annual',
      isExclusiveAccess: true,
    }),
    aTariff({
      id: TARIFF_IDS.lifetime,
      name: 'Lifetime',
      price: 299,
      durationDays: null,
      isLifetime: true,
      kind: 'lifetime',
      isExclusiveAccess: true,
    }),
  ];
}

export function aSubscription(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  const tariff = overrides.tariff ?? aTariff({ isCurrent: true, isAvailable: false });
  return {
    id: SUBSCRIPTION_ID,
    tariff,
    currentTariff: tariff,
    startDate: '2026-05-01T10:00:00.000Z',
    endDate: '2026-05-31T10:00:00.000Z',
    status: 'ACTIVE',
    isTrial: false,
    trialEndsAt: null,
    cardPan: '424242******4242',
    acquiringType: 'test',
    paymentSystem: 'visa',
    paymentSystemLogo: null,
    paymentMethod: 'card',
    isActive: true,
    isCancelled: false,
    isGrace: false,
    isUpgradeAvailable: true,
    graceEndsAt: null,
    nextChargeAt: '2026-05-31T10:00:00.000Z',
    nextChargePrice: 19.99,
    ...overrides,
  };
}

export function aPersonalDiscount(overrides: Partial<PersonalDiscount> = {}): PersonalDiscount {
  return {
    type: 'PayAsYouGo',
    bannerId: 'pay-as-you-go',
    purchasedContent: [],
    discountedTariffs: [
      {
        id: TARIFF_IDS.annual,
        name: 'Annual',
        price: 79.99,
        oldPrice: 99.99,
        isLifetime: false,
        durationDays: 365,
        discountPercentage: 20,
      },
    ],
    isEligibleForDiscount: false,
    featureFlagName: null,
    maxDiscountPercentage: 20,
    ...overrides,
  };
}

export function aCardPromo(overrides: Partial<CardOwnership> = {}): CardOwnership {
  return {
    contentId: '3a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
    slug: 'harbour-lights',
    title: 'Harbour Lights',
    storePreview: null,
    isOwned: false,
    ownedReason: null,
    claimWindowEnd: null,
    claimWindowSecondsLeft: null,
    nextDropDate: '2026-06-15T10:00:00.000Z',
    visibilityWindowHours: 72,
    isClaimable: true,
    ...overrides,
  };
}
