/** The desk's CatalogDesk area (being built). */
export function CatalogDesk() {
  return <p>…</p>;
}
