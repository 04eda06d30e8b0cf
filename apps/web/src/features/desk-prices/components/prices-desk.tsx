/** The desk's PricesDesk area (being built). */
export function PricesDesk() {
  return <p>…</p>;
}
