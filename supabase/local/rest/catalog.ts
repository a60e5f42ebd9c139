// The schema cache: tables, columns, foreign keys and functions of the `public` schema, read from
// pg_catalog. Identifiers in requests are checked against it before they reach SQL, and
// embedding finds its join through it, as PostgREST's schema cache does.

import type { PGlite } from '@electric-sql/pglite';

export interface Table {
  name: string;
  columns: string[];
}

/** A foreign key seen from `table`: `columns` pairs (column of table, column of foreignTable). */
export interface Relationship {
  table: string;
  foreignTable: string;
  columns: [string, string][];
  /** Many-to-one or one-to-one: the embedding is an object (or null), not an array. */
  toOne: boolean;
}

export interface Routine {
  name: string;
  /** The input parameters; `required` when they have no default. */
  params: { name: string; type: string; required: boolean }[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** More than one function has this name. */
  overloaded: boolean;
}

export interface Catalog {
  tables: Map<string, Table>;
  relationships: Relationship[];
  functions: Map<string, Routine>;
}

const TABLES_SQL = `
select c.relname as name,
  coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

// each foreign key once, with whether its columns are also unique (then it is one-to-one)
const FOREIGN_KEYS_SQL = `
select rel.relname as table_name, frel.relname as foreign_table,
  (select json_agg(json_build_array(a.attname, fa.attname) order by k.ord)
     from unnest(con.conkey, con.confkey) with ordinality k(num, fnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
     join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.fnum) as columns,
  exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
     and u.conkey @> con.conkey and u.conkey <@ con.conkey) as is_unique
from pg_constraint con
join pg_class rel on rel.oid = con.conrelid
join pg_class frel on frel.oid = con.confrelid
where con.contype = 'f' and rel.relnamespace = 'public'::regnamespace and frel.relnamespace = rel.relnamespace`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
  p.pronargdefaults as defaults,
  coalesce((
    select json_agg(json_build_object('name', coalesce(x.name, ''), 'type', format_type(x.type, null)) order by x.ord)
    from unnest(
      coalesce(p.proallargtypes, p.proargtypes::oid[]),
      coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
      coalesce(p.proargnames, array_fill(null::text, array[coalesce(array_length(p.proallargtypes, 1), p.pronargs::int)]))
    ) with ordinality as x(type, mode, name, ord)
    where x.mode in ('i', 'b', 'v')
  ), '[]') as params
from pg_proc p
where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'`;

interface ForeignKeyRow {
  table_name: string;
  foreign_table: string;
  columns: [string, string][];
  is_unique: boolean;
}
interface FunctionRow {
  name: string;
  returns_set: boolean;
  returns_void: boolean;
  defaults: number;
  params: { name: string; type: string }[];
}

/** Reads the catalog outside any request transaction, as the database owner. */
export async function loadCatalog(pg: PGlite): Promise<Catalog> {
  const tables = new Map<string, Table>();
  for (const table of (await pg.query<Table>(TABLES_SQL)).rows) tables.set(table.name, table);

  // each foreign key can be embedded from both of its tables
  const relationships: Relationship[] = [];
  for (const key of (await pg.query<ForeignKeyRow>(FOREIGN_KEYS_SQL)).rows) {
    const reversed = key.columns.map(([local, foreign]): [string, string] => [foreign, local]);
    const { table_name: table, foreign_table: foreignTable, columns, is_unique: unique } = key;
    relationships.push({ table, foreignTable, columns, toOne: true });
    relationships.push({ table: foreignTable, foreignTable: table, columns: reversed, toOne: unique });
  }

  const functions = new Map<string, Routine>();
  for (const row of (await pg.query<FunctionRow>(FUNCTIONS_SQL)).rows) {
    const firstOptional = row.params.length - row.defaults;
    functions.set(row.name, {
      name: row.name,
      params: row.params.map((param, i) => ({ ...param, required: i < firstOptional })),
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      overloaded: functions.has(row.name),
    });
  }
  return { tables, relationships, functions };
}
