/** The desk's StaffDesk area (being built). */
export function StaffDesk() {
  return <p>…</p>;
}
