import { createHash } from 'node:crypto';

/** Stable ids (UUID v5 layout from SHA-1), so a second seed updates rows instead of adding. */
export function demoId(kind: string, key: string): string {
  const hex = createHash('sha1').update(`parallax-demo:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
