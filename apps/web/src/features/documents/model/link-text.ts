/** A run of a block's text: plain, or an e-mail address to link with `mailto:`. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Splits a text into plain runs and e-mail addresses, so the addresses in documents (the DMCA
 * agent, the privacy team) can be links. A trailing full stop stays outside the address.
 */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const address = match[0].replace(/\.+$/, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'email', text: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
