/** The desk's AuditDesk area (being built). */
export function AuditDesk() {
  return <p>…</p>;
}
