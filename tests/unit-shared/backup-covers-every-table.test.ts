// Every table of the database is either in the owner's backup or named here as not the owner's
// work, with the reason. The tables are read from the migrations' SQL (the reading is held to the
// database by tests/integration/data-api-grants.test.ts), so a migration that adds a table fails
// this test until someone decides whether a backup carries it.
import { describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '#portable/backup-tables.ts';
import { readDataApiAccess } from '#scripts/support/data-api-access.ts';

const NOT_THE_OWNERS_WORK: Readonly<Record<string, string>> = {
  admin_sessions: 'sessions end; the restored project signs the owner in again',
  admin_login_attempts: 'a throttle of failed sign-ins, kept for minutes',
  site_revision: 'a counter of changes; the restore bumps it through the triggers',
  site_build_requests: "the build hook's queue, about the old project's host",
  site_backups: 'a record of the backups of the project that was backed up',
  contact_counting_salts: 'daily salts, thrown away so visitors cannot be followed across days',
  contact_day_visitors: "today's hashed visitors, forgotten with the day",
  contact_day_brakes: "today's flood brake, forgotten with the day",
};

const tablesOfTheMigrations = async () =>
  new Set(
    (await readDataApiAccess()).filter((object) => object.kind === 'table').map((object) => object.name),
  );

describe("the owner's backup", () => {
  it('carries every table, or says why a table is not the owner’s work', async () => {
    const backedUp = new Set<string>(BACKUP_TABLES.map((table) => table.name));
    const undecided = [...(await tablesOfTheMigrations())].filter(
      (table) => !backedUp.has(table) && !(table in NOT_THE_OWNERS_WORK),
    );
    expect(undecided, 'add them to BACKUP_TABLES or to NOT_THE_OWNERS_WORK with the reason').toEqual([]);
  });

  it('names as left out only tables that exist and are not backed up', async () => {
    const backedUp = new Set<string>(BACKUP_TABLES.map((table) => table.name));
    const tables = await tablesOfTheMigrations();
    for (const table of Object.keys(NOT_THE_OWNERS_WORK)) {
      expect(tables.has(table), table).toBe(true);
      expect(backedUp.has(table), table).toBe(false);
    }
  });
});
