import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every *.tables.ts file is a part of the schema: a module adds its tables without editing a shared list.
  schema: ['./src/engine/**/*.tables.ts', './src/modules/**/*.tables.ts'],
  out: './drizzle',
});
