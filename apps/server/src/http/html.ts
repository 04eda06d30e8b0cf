const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, in an element or in a quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Markup made by `html`, written into a page as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation =
  SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

const write = (value: Interpolation): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(write).join('');
  return escapeHtml(String(value));
};

/**
 * Markup from a template whose values are escaped, so text from the catalogue can never open a
 * tag or leave an attribute; values made by `html` go in as they are, lists are joined, and
 * null, undefined and false write nothing (`${isDemo && html`…`}`).
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((markup, text, index) => `${markup}${write(values[index - 1])}${text}`),
  );
}
