// `npm run gen:types`: regenerates supabase/functions/_shared/portable/database-types.ts from
// supabase/migrations (a throwaway PostgreSQL from Debian's server binaries; see
// scripts/support/database-types.ts). Run it after adding or changing a migration.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '#scripts/support/database-types.ts';

const generated = await generateDatabaseTypes();
const committed = await readFile(DATABASE_TYPES_PATH, 'utf8').catch(() => null);
const shown = path.relative(process.cwd(), DATABASE_TYPES_PATH);
if (committed === generated) {
  console.log(`${shown} is up to date.`);
} else {
  await writeFile(DATABASE_TYPES_PATH, generated);
  console.log(`${shown} written.`);
}
