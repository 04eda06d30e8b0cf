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

/** Initials for a model without a photo, on the tile shown instead: "Lena Hart" → "LH". */
export function modelInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
