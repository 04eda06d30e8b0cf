/**
 * Colour contrast (WCAG 2.x): the store paints category sections and content pages in colours
 * that come from the catalogue, and text on them must stay readable (contrast ≥ 4.5:1).
 */

export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (case-insensitive) → [r, g, b]; null for anything else. */
export function parseHexColour(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseHexColour(foreground);
  const b = parseHexColour(background);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `preferred` when it reads well enough on `background`; otherwise white or black, whichever
 * contrasts more. An unreadable (non-hex) background keeps `preferred`.
 */
export function readableTextColour(
  preferred: string,
  background: string,
  minimum = MIN_TEXT_CONTRAST,
): string {
  if (!parseHexColour(background)) return preferred;
  const ratio = contrastRatio(preferred, background);
  if (ratio !== null && ratio >= minimum) return preferred;
  const white = contrastRatio('#FFFFFF', background) ?? 0;
  const black = contrastRatio('#000000', background) ?? 0;
  return white >= black ? '#FFFFFF' : '#000000';
}
