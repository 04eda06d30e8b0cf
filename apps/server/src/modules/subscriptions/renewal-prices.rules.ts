/** The prices of a tariff that its subscriptions' renewal price follows from. */
export type RenewalPrices = { priceCents: number; recurringPriceCents: number | null };

/**
 * spec 1 §3: what a subscription to the tariff renews at: its recurring price, else its price.
 * The price a subscription keeps when bought, and the one an operator may reprice it to.
 */
export const renewalPriceOf = (tariff: RenewalPrices): number =>
  tariff.recurringPriceCents ?? tariff.priceCents;
