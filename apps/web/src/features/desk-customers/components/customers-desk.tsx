/** The desk's CustomersDesk area (being built). */
export function CustomersDesk() {
  return <p>…</p>;
}
