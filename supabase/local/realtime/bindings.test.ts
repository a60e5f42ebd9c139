// postgres_changes bindings read their filter with the REST filter grammar, on a real PGlite.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotSupportedError } from '#local/not-supported.ts';
import { resolveBindings } from './bindings.ts';

let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec('create table public.notes (id int primary key, body text, tags text[])');
});

afterAll(async () => {
  await pg.close();
});

const binding = (filter: string) => ({ event: '*', schema: 'public', table: 'notes', filter });

describe('resolveBindings', () => {
  it('reads a filter as REST reads `column=op.value`, quoting and negation included', async () => {
    const { active, errors } = await resolveBindings(pg, [
      binding('body=eq.a.b'),
      binding('id=not.in.(1,"2,3")'),
    ]);
    expect(errors).toEqual([]);
    expect(active.map((b) => b.filter)).toEqual([
      { column: 'body', negate: false, operation: { kind: 'op', op: 'eq', value: 'a.b' } },
      { column: 'id', negate: true, operation: { kind: 'in', values: ['1', '2,3'] } },
    ]);
  });

  it.each(['body', '=eq.x', 'body=eq', 'body=nope.x', 'id=in.x', 'body=is.maybe', 'nope=eq.1'])(
    'answers %s with the binding error hosted Realtime sends, keeping the channel',
    async (filter) => {
      const { active, errors } = await resolveBindings(pg, [binding(filter)]);
      expect(active).toEqual([]);
      expect(errors).toEqual([
        expect.stringMatching(/^Unable to subscribe to changes with given parameters\./),
      ]);
    },
  );

  it('refuses what the REST grammar leaves out, naming it', async () => {
    await expect(resolveBindings(pg, [binding('body=fts.sofa')])).rejects.toThrow(NotSupportedError);
    await expect(resolveBindings(pg, [binding('tags=cs.{a}')])).rejects.toThrow(
      'The cs filter operator: not supported by the local stand-in',
    );
    await expect(resolveBindings(pg, [binding('a.body=eq.1')])).rejects.toThrow(NotSupportedError);
  });
});
