import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares its own tables in modules/<module>/<module>.schema.ts.
  schema: './src/**/*.schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
