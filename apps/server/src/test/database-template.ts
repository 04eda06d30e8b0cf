export const TEMPLATE_DATABASE = 'parallax_test_template';

export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
