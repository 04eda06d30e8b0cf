/** `value` with its `%`, `_` and `\` made to match themselves in a `like` pattern. */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * An `ilike` pattern for text containing `value` as typed: its `%`, `_` and `\` match themselves,
 * not any characters (a desk search for "50%" finds "50%", not every "50").
 */
export function containing(value: string): string {
  return `%${likeLiteral(value)}%`;
}
