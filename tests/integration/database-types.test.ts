// The committed database types must be what Supabase's generator makes of the migrations today:
// a migration changed without `npm run gen:types` fails here, not later as a wrong type.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '#scripts/support/database-types.ts';

describe.skipIf(process.env.SKIP_POSTGRES_TESTS === '1')('database types', () => {
  it('are the generator’s output for the current migrations', async () => {
    const committed = await readFile(DATABASE_TYPES_PATH, 'utf8').catch(() => '');
    const generated = await generateDatabaseTypes();
    expect(
      committed,
      `${path.relative(process.cwd(), DATABASE_TYPES_PATH)} differs from a fresh generation: run \`npm run gen:types\` and commit the result`,
    ).toBe(generated);
  }, 60_000);
});
