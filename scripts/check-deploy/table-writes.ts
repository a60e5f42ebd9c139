// Every write the public key could try on a table or a writing database function must be refused
// by the permissions (42501), not by chance: see write-probes.ts for why none can change data.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { fail, pass, writeAccepted, type CheckRun, type Verdict } from './results.ts';
import { PERMISSION_DENIED, TABLE_PROBES, WRITING_FUNCTIONS, type TableProbe } from './write-probes.ts';

const SECTION = 'Tables: anon writes';

export async function checkAnonWrites(run: CheckRun, anon: SupabaseClient): Promise<void> {
  for (const probe of TABLE_PROBES) {
    await run.check(SECTION, `insert into ${probe.table} refused`, () => tryInsert(anon, probe));
    await run.check(SECTION, `update of ${probe.table} refused`, async () => {
      const { column, value } = probe.noRow;
      const { error } = await anon.from(probe.table).update(probe.update).eq(column, value);
      return refusedOutright(error, `anon has UPDATE on ${probe.table}`, MATCHED_NOTHING);
    });
    await run.check(SECTION, `delete from ${probe.table} refused`, async () => {
      const { column, value } = probe.noRow;
      const { error } = await anon.from(probe.table).delete().eq(column, value);
      return refusedOutright(error, `anon has DELETE on ${probe.table}`, MATCHED_NOTHING);
    });
  }
  for (const fn of WRITING_FUNCTIONS) {
    await run.check(SECTION, `rpc ${fn.name} refused`, async () => {
      const { error } = await anon.rpc(fn.name, fn.args);
      return refusedOutright(error, `anon may call ${fn.name}`);
    });
  }
}

async function tryInsert(anon: SupabaseClient, probe: TableProbe): Promise<Verdict> {
  const { error } = await anon.from(probe.table).insert(probe.insert);
  if (error) return refusedOutright(error, `anon may insert into ${probe.table}`);
  // stored: this project lacks the constraint too; take the row out again if anon can
  const undo = await anon.from(probe.table).delete({ count: 'exact' }).match(probe.inserted);
  const where = Object.entries(probe.inserted)
    .map(([column, value]) => `${column} = '${value}'`)
    .join(' and ');
  const undone =
    !undo.error && (undo.count ?? 0) > 0
      ? 'removed again'
      : `NOT removed (${undo.error?.message ?? 'anon cannot delete it'}): delete the row of ${probe.table} where ${where}`;
  return writeAccepted(`anon inserted a row into ${probe.table}; ${undone}`);
}

const MATCHED_NOTHING = 'the filter matched no row, so nothing changed';

/** PASS only for the permissions' refusal; nothing else proves the write is closed. */
function refusedOutright(error: PostgrestError | null, openMeans: string, note?: string): Verdict {
  if (error?.code === PERMISSION_DENIED) return pass(`refused: ${error.message}`);
  if (error) return fail(`${openMeans}: refused only by ${error.code} (${error.message})`);
  return fail(`${openMeans}: not refused${note ? ` (${note})` : ''}`);
}
