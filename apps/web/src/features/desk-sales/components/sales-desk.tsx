/** The desk's SalesDesk area (being built). */
export function SalesDesk() {
  return <p>…</p>;
}
