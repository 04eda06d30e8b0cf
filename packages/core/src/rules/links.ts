const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const MAIL_ADDRESS = /^mailto:[^\s@]+@[^\s@]+$/i;

/**
 * Addresses that come from configuration (feature flags) before they become links: only web
 * addresses, and e-mail addresses where asked, so a flag value can never turn into a
 * `javascript:` or other unexpected link. Null for anything else.
 */
export function safeHref(
  value: string | undefined | null,
  { allowMailto = false }: { allowMailto?: boolean } = {},
): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (WEB_ADDRESS.test(address)) return address;
  if (allowMailto && MAIL_ADDRESS.test(address)) return address;
  return null;
}
