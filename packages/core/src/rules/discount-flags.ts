/** One parameter of a feature flag, as the flags hold it: a label and its text. */
export type FlagParam = { label: string; value: string };

/**
 * The percent a personal discount's flag names in its parameter `label` (spec 1 §4): a whole
 * number from 0 to 100, else `fallback`, our default for that discount. The store prices with it
 * and the desk shows and edits the same figure.
 */
export function flagPercent(params: readonly FlagParam[], label: string, fallback: number): number {
  const value = Number(params.find((param) => param.label === label)?.value);
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : fallback;
}
