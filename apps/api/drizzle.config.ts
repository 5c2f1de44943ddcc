import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/*.ts',
  out: './apps/api/drizzle',
  strict: true,
  verbose: true,
});
