// POST /__stand-in/sql: SQL as the database's owner (the dashboard's SQL editor of a hosted
// project), for tests that break another process's stand-in and mend it; the secret key only.
import { describe, expect, inject, it } from 'vitest';

function sql(query: unknown, key: string | null) {
  return fetch(`${inject('supabaseUrl')}/__stand-in/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { apikey: key }) },
    body: JSON.stringify({ query }),
  });
}

describe('/__stand-in/sql', () => {
  it('answers the rows of each statement to the secret key', async () => {
    const response = await sql(
      "select 1 as one; select has_table_privilege('anon', 'public.videos', 'select') as anon_reads",
      inject('secretKey'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([[{ one: 1 }], [{ anon_reads: true }]]);
  });

  it('refuses every other key, and no key', async () => {
    expect((await sql('select 1', inject('publishableKey'))).status).toBe(403);
    expect((await sql('select 1', null)).status).toBe(401);
  });

  it("answers 400 with Postgres's code for bad SQL, and for a body without a query", async () => {
    const bad = await sql('select * from no_such_table', inject('secretKey'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: '42P01' });
    expect((await sql(42, inject('secretKey'))).status).toBe(400);
  });
});
