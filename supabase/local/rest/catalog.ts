// The schema cache: tables, columns, keys, foreign-key relationships and functions of the
// `public` schema, read from pg_catalog. Identifiers in requests are checked against it before
// they reach SQL, and embedding finds its join through it, as PostgREST's schema cache does.

import type { PGlite } from '@electric-sql/pglite';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `text[]`, `timestamp with time zone`. */
  type: string;
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Column sets that are unique (primary key and unique constraints). */
  uniqueKeys: string[][];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one';

/** A foreign key seen from `table`: `columns` pairs (column of table, column of foreignTable). */
export interface Relationship {
  table: string;
  foreignTable: string;
  constraint: string;
  columns: [string, string][];
  cardinality: Cardinality;
  isSelf: boolean;
}

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality !== 'one-to-many';
}

export interface FunctionParam {
  name: string;
  type: string;
  required: boolean;
}

export interface RoutineInfo {
  name: string;
  params: FunctionParam[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** 'scalar' values, or rows with `columns`. */
  returnKind: 'scalar' | 'composite';
  /** Set when the function returns rows of a public table, so its result can embed. */
  returnTable: string | null;
  columns: Column[];
  volatility: 'i' | 's' | 'v';
}

export interface Catalog {
  tables: Map<string, Table>;
  relationships: Relationship[];
  functions: Map<string, RoutineInfo[]>;
}

const TABLES_SQL = `
select c.relname as name,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
order by c.relname`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype as kind, rel.relname as table_name, frel.relname as foreign_table,
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as foreign_columns
from pg_constraint con
join pg_class rel on rel.oid = con.conrelid
join pg_namespace n on n.oid = rel.relnamespace
left join pg_class frel on frel.oid = con.confrelid
left join pg_namespace fn on fn.oid = frel.relnamespace
where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
  and (con.contype <> 'f' or fn.nspname = 'public')
order by con.conname`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.provolatile as volatility,
  p.prorettype = 'void'::regtype as returns_void, t.typtype as return_typtype,
  case when t.typtype = 'c' and rt.relnamespace = p.pronamespace and rt.relkind in ('r', 'v', 'm', 'f', 'p')
    then rt.relname end as return_table,
  case when t.typtype = 'c' then (
    select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
  ) end as return_columns,
  p.pronargdefaults as defaults,
  coalesce((
    select json_agg(json_build_object('name', coalesce(x.name, ''), 'type', format_type(x.type, null), 'mode', x.mode) order by x.ord)
    from unnest(
      coalesce(p.proallargtypes, p.proargtypes::oid[]),
      coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
      coalesce(p.proargnames, array_fill(null::text, array[coalesce(array_length(p.proallargtypes, 1), p.pronargs::int)]))
    ) with ordinality as x(type, mode, name, ord)
  ), '[]') as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rt on rt.oid = t.typrelid
where n.nspname = 'public' and p.prokind = 'f'
order by p.proname, p.oid`;

interface TableRow {
  name: string;
  columns: Column[];
}
interface ConstraintRow {
  name: string;
  kind: 'p' | 'u' | 'f';
  table_name: string;
  foreign_table: string | null;
  columns: string[];
  foreign_columns: string[] | null;
}
interface FunctionRow {
  name: string;
  returns_set: boolean;
  volatility: 'i' | 's' | 'v';
  returns_void: boolean;
  return_typtype: string;
  return_table: string | null;
  return_columns: Column[] | null;
  defaults: number;
  args: { name: string; type: string; mode: string }[];
}

/** Reads the catalog outside any request transaction, as the database owner. */
export async function loadCatalog(pg: PGlite): Promise<Catalog> {
  const tablesResult = await pg.query<TableRow>(TABLES_SQL);
  const constraintsResult = await pg.query<ConstraintRow>(CONSTRAINTS_SQL);
  const functionsResult = await pg.query<FunctionRow>(FUNCTIONS_SQL);

  const tables = new Map<string, Table>();
  for (const row of tablesResult.rows) {
    tables.set(row.name, { name: row.name, columns: row.columns, primaryKey: [], uniqueKeys: [] });
  }
  for (const con of constraintsResult.rows) {
    const table = tables.get(con.table_name);
    if (!table || con.kind === 'f') continue;
    if (con.kind === 'p') table.primaryKey = con.columns;
    table.uniqueKeys.push(con.columns);
  }

  const relationships: Relationship[] = [];
  for (const con of constraintsResult.rows) {
    if (con.kind !== 'f' || !con.foreign_table || !con.foreign_columns) continue;
    const table = tables.get(con.table_name);
    if (!table || !tables.has(con.foreign_table)) continue;
    const pairs = con.columns.map((column, i): [string, string] => [column, con.foreign_columns?.[i] ?? '']);
    const unique = table.uniqueKeys.some((key) => sameSet(key, con.columns));
    const isSelf = con.table_name === con.foreign_table;
    relationships.push({
      table: con.table_name,
      foreignTable: con.foreign_table,
      constraint: con.name,
      columns: pairs,
      cardinality: unique ? 'one-to-one' : 'many-to-one',
      isSelf,
    });
    relationships.push({
      table: con.foreign_table,
      foreignTable: con.table_name,
      constraint: con.name,
      columns: pairs.map(([local, foreign]): [string, string] => [foreign, local]),
      cardinality: unique ? 'one-to-one' : 'one-to-many',
      isSelf,
    });
  }

  const functions = new Map<string, RoutineInfo[]>();
  for (const row of functionsResult.rows) {
    const inputs = row.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const outputs = row.args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
    const firstOptional = inputs.length - row.defaults;
    const composite = row.return_typtype === 'c' || (row.return_typtype === 'p' && outputs.length > 1);
    const routine: RoutineInfo = {
      name: row.name,
      params: inputs.map((arg, i) => ({ name: arg.name, type: arg.type, required: i < firstOptional })),
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      returnKind: composite ? 'composite' : 'scalar',
      returnTable: row.return_table,
      columns:
        row.return_typtype === 'c'
          ? (row.return_columns ?? [])
          : outputs.map((arg) => ({ name: arg.name, type: arg.type })),
      volatility: row.volatility,
    };
    const list = functions.get(row.name) ?? [];
    list.push(routine);
    functions.set(row.name, list);
  }
  return { tables, relationships, functions };
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Keeps one catalog per database; reloads when a request names something it does not know. */
export class CatalogCache {
  readonly #pg: PGlite;
  #catalog: Promise<Catalog> | null = null;
  #reloading = false;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  get(): Promise<Catalog> {
    this.#catalog ??= this.#load();
    return this.#catalog;
  }

  /** A fresh read for tables or functions created after start; concurrent callers share one. */
  refreshed(): Promise<Catalog> {
    if (!this.#reloading) this.#catalog = this.#load();
    return this.get();
  }

  #load(): Promise<Catalog> {
    this.#reloading = true;
    const loading = loadCatalog(this.#pg).finally(() => {
      this.#reloading = false;
    });
    loading.catch(() => {
      if (this.#catalog === loading) this.#catalog = null;
    });
    return loading;
  }
}

// ---------------------------------------------------------------------------------------------
// Finding an embedding's relationship (PostgREST's findRel)

export type RelationshipLookup =
  | { ok: true; relationship: Relationship }
  | { ok: false; kind: 'none' }
  | { ok: false; kind: 'ambiguous'; candidates: Relationship[] };

export function findRelationship(
  catalog: Catalog,
  origin: string,
  target: string,
  hint: string | undefined,
): RelationshipLookup {
  const singleColumn = (rel: Relationship, name: string) =>
    rel.columns.length === 1 && rel.columns[0]?.[0] === name;
  const singleRefColumn = (rel: Relationship, name: string) =>
    rel.columns.length === 1 && rel.columns[0]?.[1] === name;
  const matches = catalog.relationships.filter((rel) => {
    if (rel.table !== origin) return false;
    if (rel.isSelf) {
      if (hint === undefined) {
        return (
          (target === rel.foreignTable && rel.cardinality === 'one-to-many') ||
          (singleColumn(rel, target) && rel.cardinality === 'many-to-one')
        );
      }
      return target === rel.foreignTable && rel.cardinality === 'one-to-many' && singleRefColumn(rel, hint);
    }
    if (hint === undefined) {
      return target === rel.foreignTable || target === rel.constraint || singleColumn(rel, target);
    }
    return (
      target === rel.foreignTable &&
      (hint === rel.constraint || singleColumn(rel, hint) || singleRefColumn(rel, hint))
    );
  });
  if (matches.length === 0) return { ok: false, kind: 'none' };
  if (matches.length === 1 && matches[0]) return { ok: true, relationship: matches[0] };
  return { ok: false, kind: 'ambiguous', candidates: matches };
}

/** The closest name by bigram similarity, as PostgREST's fuzzy hints (score ≥ threshold). */
export function closestName(name: string, candidates: Iterable<string>, threshold = 0.5): string | null {
  let best: string | null = null;
  let bestScore = threshold;
  for (const candidate of candidates) {
    const score = similarity(name.toLowerCase(), candidate.toLowerCase());
    if (score >= bestScore && candidate !== name) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function similarity(a: string, b: string): number {
  const grams = (text: string) => {
    const padded = `-${text}-`;
    const list: string[] = [];
    for (let i = 0; i < padded.length - 1; i += 1) list.push(padded.slice(i, i + 2));
    return list;
  };
  const left = grams(a);
  const right = grams(b);
  const pool = [...right];
  let shared = 0;
  for (const gram of left) {
    const index = pool.indexOf(gram);
    if (index >= 0) {
      shared += 1;
      pool.splice(index, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}
