// The PostgREST query string as plain data: what parse-query.ts produces and the read plan
// consumes. No catalog, no SQL. Only the forms the stand-in supports (docs/local-stand-in.md).

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Operation =
  | { kind: 'op'; op: Operator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'true' | 'false' | 'unknown' };

export interface Filter {
  column: string;
  negate: boolean;
  operation: Operation;
}

export type SelectItem =
  /** name '*' selects every column */
  | { kind: 'column'; name: string; alias?: string }
  | { kind: 'embed'; relation: string; alias?: string; children: SelectItem[] };

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and limit apply to the top level: the requested table's own rows. */
export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  columns?: string[];
  /** Whether the query string asked for anything at all (an RPC call takes none). */
  empty: boolean;
}
