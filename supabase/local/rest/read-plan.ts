// Resolves a parsed query against the catalog into a tree of reads: which table each embedding
// reads through which foreign key, which columns each level outputs, and which filters, order
// and range apply where. Every identifier is checked here, so SQL building never meets an
// unknown name.

import {
  closestName,
  findRelationship,
  isToOne,
  type Catalog,
  type Column,
  type Relationship,
  type Table,
} from './catalog.ts';
import { columnDoesNotExist, RestError } from './errors.ts';
import type {
  EmbedPath,
  FieldRef,
  Filter,
  LogicTree,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './parse-query.ts';

export type PlanItem =
  | { kind: 'column'; field: FieldRef; column: Column; name: string; cast?: string }
  | { kind: 'embed'; plan: ReadPlan };

export interface ReadPlan {
  table: Table;
  /** SQL alias; also the name Postgres uses in its error messages. */
  alias: string;
  /** Key of this embedding in the parent's JSON. */
  name: string;
  relationship: Relationship | null;
  inner: boolean;
  spread: boolean;
  /** An empty embedding `rel()` filters its parent but adds no key. */
  hidden: boolean;
  items: PlanItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  children: ReadPlan[];
}

const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_ ]*$/;

export function buildReadPlan(catalog: Catalog, table: Table, query: ParsedQuery): ReadPlan {
  const counter = { next: 1 };
  const root = planLevel(catalog, table, table.name, table.name, null, query.select, counter);
  for (const { path, filter } of query.filters) {
    const plan = planAt(root, path);
    checkFilterField(plan, filter);
    plan.filters.push(filter);
  }
  for (const { path, tree } of query.logic) {
    const plan = planAt(root, path);
    forEachFilter(tree, (filter) => checkFilterField(plan, filter));
    plan.logic.push(tree);
  }
  for (const { path, terms } of query.order) {
    const plan = planAt(root, path);
    for (const term of terms) checkOrderTerm(plan, term);
    plan.order.push(...terms);
  }
  for (const range of query.ranges) {
    const plan = planAt(root, range.path);
    if (range.limit !== undefined) {
      if (range.limit < 0) {
        throw new RestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          'Limit should be greater than or equal to zero.',
        );
      }
      plan.limit = range.limit;
    }
    if (range.offset !== undefined && range.offset > 0) plan.offset = range.offset;
  }
  return root;
}

function planLevel(
  catalog: Catalog,
  table: Table,
  alias: string,
  name: string,
  relationship: Relationship | null,
  select: SelectItem[],
  counter: { next: number },
): ReadPlan {
  const plan: ReadPlan = {
    table,
    alias,
    name,
    relationship,
    inner: false,
    spread: false,
    hidden: false,
    items: [],
    filters: [],
    logic: [],
    order: [],
    children: [],
  };
  for (const item of select) {
    if (item.kind === 'field') {
      if (item.field.name === '*') {
        for (const column of table.columns) {
          plan.items.push({
            kind: 'column',
            field: { name: column.name, json: [] },
            column,
            name: column.name,
          });
        }
        continue;
      }
      const column = table.columns.find((c) => c.name === item.field.name);
      if (!column) throw columnDoesNotExist(alias, item.field.name);
      if (item.cast !== undefined && !CAST_TYPE.test(item.cast)) {
        throw new RestError(
          400,
          'PGRST100',
          `"failed to parse select parameter" (cast ${item.cast})`,
          'invalid cast',
        );
      }
      plan.items.push({
        kind: 'column',
        field: item.field,
        column,
        name: item.alias ?? defaultFieldName(item.field),
        ...(item.cast !== undefined ? { cast: item.cast } : {}),
      });
      continue;
    }
    const lookup = findRelationship(catalog, table.name, item.relation, item.hint);
    if (!lookup.ok) {
      throw lookup.kind === 'none'
        ? noRelationship(catalog, table.name, item.relation, item.hint)
        : ambiguousRelationship(table.name, item.relation, lookup.candidates);
    }
    const rel = lookup.relationship;
    const foreign = catalog.tables.get(rel.foreignTable);
    if (!foreign) throw noRelationship(catalog, table.name, item.relation, item.hint);
    if (item.spread && !isToOne(rel)) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.relation}' is not possible`,
        `'${table.name}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const childAlias = `${rel.foreignTable}_${counter.next}`;
    counter.next += 1;
    const child = planLevel(
      catalog,
      foreign,
      childAlias,
      item.alias ?? item.relation,
      rel,
      item.children,
      counter,
    );
    child.inner = item.joinType === 'inner';
    child.spread = item.spread;
    child.hidden = item.children.length === 0;
    plan.children.push(child);
    if (!child.hidden) plan.items.push({ kind: 'embed', plan: child });
  }
  return plan;
}

/** `data->a->>b` is output as `b`, a plain column under its own name. */
function defaultFieldName(field: FieldRef): string {
  const lastKey = [...field.json].reverse().find((step) => !step.index);
  return lastKey?.key ?? field.name;
}

function planAt(root: ReadPlan, path: EmbedPath): ReadPlan {
  let plan = root;
  for (const name of path) {
    const child = plan.children.find((c) => c.name === name);
    if (!child) throw notEmbedded(name);
    plan = child;
  }
  return plan;
}

export function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

export function findColumn(plan: ReadPlan, name: string): Column | undefined {
  return plan.table.columns.find((c) => c.name === name);
}

/** An `is.null` filter on an embedding's name filters the parent by the embedding's presence. */
export function embedNullFilterTarget(plan: ReadPlan, filter: Filter): ReadPlan | undefined {
  if (filter.operation.kind !== 'is' || filter.operation.value !== 'null' || filter.field.json.length > 0) {
    return undefined;
  }
  return plan.children.find((c) => c.name === filter.field.name);
}

function checkFilterField(plan: ReadPlan, filter: Filter): void {
  if (embedNullFilterTarget(plan, filter)) return;
  if (!findColumn(plan, filter.field.name)) throw columnDoesNotExist(plan.alias, filter.field.name);
}

function checkOrderTerm(plan: ReadPlan, term: OrderTerm): void {
  if (term.relation === undefined) {
    if (!findColumn(plan, term.field.name)) throw columnDoesNotExist(plan.alias, term.field.name);
    return;
  }
  const child = plan.children.find((c) => c.name === term.relation);
  if (!child) throw notEmbedded(term.relation);
  if (!child.relationship || !isToOne(child.relationship)) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${term.relation}' is not possible`,
      `'${plan.table.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  if (!findColumn(child, term.field.name)) throw columnDoesNotExist(child.alias, term.field.name);
}

export function forEachFilter(tree: LogicTree, visit: (filter: Filter) => void): void {
  if (tree.kind === 'filter') visit(tree.filter);
  else for (const child of tree.children) forEachFilter(child, visit);
}

function noRelationship(
  catalog: Catalog,
  origin: string,
  target: string,
  hint: string | undefined,
): RestError {
  const targets = catalog.relationships.filter((r) => r.table === origin).map((r) => r.foreignTable);
  const suggestion = targets.includes(target) ? null : closestName(target, new Set(targets), 0.7);
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'${
      hint === undefined ? '' : ` using the hint '${hint}'`
    } in the schema 'public', but no matches were found.`,
    suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null,
  );
}

function ambiguousRelationship(origin: string, target: string, rels: Relationship[]): RestError {
  const details = rels.map((rel) => ({
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship: `${rel.constraint} using ${rel.table}(${rel.columns.map((c) => c[0]).join(', ')}) and ${
      rel.foreignTable
    }(${rel.columns.map((c) => c[1]).join(', ')})`,
  }));
  const choices = rels.map((rel) => `'${rel.foreignTable}!${rel.constraint}'`).join(', ');
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details,
    `Try changing '${target}' to one of the following: ${choices}. Find the desired relationship in the 'details' key.`,
  );
}
