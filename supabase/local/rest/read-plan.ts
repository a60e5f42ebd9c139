// Resolves a parsed query against the catalog into a tree of reads: which table each embedding
// reads through which foreign key, and which columns each level outputs. Every identifier is
// checked here, so SQL building never meets an unknown name.

import { NotSupportedError } from '#local/not-supported.ts';
import type { Catalog, Relationship, Table } from './catalog.ts';
import { columnDoesNotExist, RestError } from './errors.ts';
import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './query-ast.ts';

type PlanItem = { kind: 'column'; column: string; name: string } | { kind: 'embed'; plan: ReadPlan };

export interface ReadPlan {
  table: Table;
  /** SQL alias; also the name Postgres uses in its error messages. */
  alias: string;
  /** Key of this embedding in the parent's JSON. */
  name: string;
  relationship: Relationship | null;
  items: PlanItem[];
  /** The top level's own: embedded levels are neither filtered, ordered nor limited. */
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
}

export function buildReadPlan(catalog: Catalog, table: Table, query: ParsedQuery): ReadPlan {
  const counter = { next: 1 };
  const root = planLevel(catalog, table, table.name, null, query.select, counter);
  for (const filter of query.filters) checkColumn(root, filter.column);
  for (const term of query.order) checkColumn(root, term.column);
  return { ...root, filters: query.filters, order: query.order, limit: query.limit };
}

function planLevel(
  catalog: Catalog,
  table: Table,
  name: string,
  relationship: Relationship | null,
  select: SelectItem[],
  counter: { next: number },
): ReadPlan {
  const alias = relationship ? `${table.name}_${counter.next++}` : table.name;
  const plan: ReadPlan = { table, alias, name, relationship, items: [], filters: [], order: [] };
  for (const item of select) {
    if (item.kind === 'column') {
      const columns = item.name === '*' ? table.columns : [checkColumn(plan, item.name)];
      for (const column of columns) plan.items.push({ kind: 'column', column, name: item.alias ?? column });
      continue;
    }
    const [rel, ...others] = catalog.relationships.filter(
      (candidate) => candidate.table === table.name && candidate.foreignTable === item.relation,
    );
    const foreign = rel && catalog.tables.get(rel.foreignTable);
    if (!foreign) throw noRelationship(table.name, item.relation);
    if (others.length > 0) {
      // PostgREST asks for a hint naming the foreign key (PGRST201), which the stand-in leaves out
      throw new NotSupportedError(
        `Embedding '${item.relation}' from '${table.name}' through more than one foreign key`,
      );
    }
    const child = planLevel(catalog, foreign, item.alias ?? item.relation, rel, item.children, counter);
    plan.items.push({ kind: 'embed', plan: child });
  }
  return plan;
}

function checkColumn(plan: ReadPlan, name: string): string {
  if (!plan.table.columns.includes(name)) throw columnDoesNotExist(plan.alias, name);
  return name;
}

function noRelationship(origin: string, target: string): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}' in the schema 'public', but no matches were found.`,
  );
}
