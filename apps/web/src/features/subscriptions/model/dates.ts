/** A day as the subscription texts say it ("June 3, 2026"), in the page's language. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
