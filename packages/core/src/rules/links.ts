/**
 * Addresses that come from configuration (feature flags) before they become links: only web
 * addresses, and e-mail addresses where asked, so a flag value can never turn into a
 * `javascript:` or other unexpected link. Null for anything else.
 */
export function safeHref(
  value: string | undefined | null,
  { allowMailto = false }: { allowMailto?: boolean } = {},
): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const protocols = allowMailto ? ['https:', 'http:', 'mailto:'] : ['https:', 'http:'];
    return protocols.includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}
