/** spec 1 §2: a preview card joins model names with ' & '. */
export function joinModelNames(models: readonly { name: string }[]): string {
  return models.map((model) => model.name).join(' & ');
}

/** spec 2 §2: a model's memories are sorted static before dynamic. */
export function sortStaticBeforeDynamic<T extends { isDynamic: boolean }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => Number(a.isDynamic) - Number(b.isDynamic));
}
