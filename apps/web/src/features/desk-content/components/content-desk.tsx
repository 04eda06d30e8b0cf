/** The desk's ContentDesk area (being built). */
export function ContentDesk() {
  return <p>…</p>;
}
