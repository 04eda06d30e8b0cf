import type { Database } from '../../db/client.js';
import { renewalPricesRepository as repository } from './renewal-prices.repository.js';
import { renewalPriceOf, type RenewalPrices } from './renewal-prices.rules.js';

/** A tariff's prices, as the renewal price of its subscriptions follows from them. */
export type TariffPrices = RenewalPrices & { id: string };

/**
 * spec 1 §3: a subscription renews at the price it was sold with (subscriptions
 * .renewal_price_cents), so a tariff's new price leaves its running subscribers alone. An
 * operator may choose otherwise: `repriceRenewals`, in the transaction of the tariff's change,
 * renews them at the tariff's new renewal price. Built on the database and the clock alone, before
 * the catalog's desk that calls it.
 */
export function createRenewalPricesService(deps: { now: () => Date }) {
  return {
    /** What a subscription bought now renews at: the recurring price, else the price. */
    renewalPriceCents: renewalPriceOf,

    runningByTariff: (db: Database) => repository.runningByTariff(db),

    /** Renews the tariff's running subscriptions at its renewal price; how many changed. */
    repriceRenewals(tx: Database, tariff: TariffPrices): Promise<number> {
      return repository.reprice(tx, tariff.id, renewalPriceOf(tariff), deps.now());
    },
  };
}
