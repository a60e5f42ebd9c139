// Finds the UPDATE and DELETE statements that hosted Supabase's pg-safeupdate refuses: those
// without a WHERE clause (docs/hosted-platform.md, "safeupdate"). The Data API's sessions load it,
// so it refuses them in every statement they run, the bodies of the SQL and PL/pgSQL functions
// called through /rpc and of the triggers those fire included. PGlite cannot load the C extension,
// so the stand-in refuses an unfiltered PATCH or DELETE itself, and these checks read the function
// bodies with PostgreSQL's own parser (libpg_query) and the TypeScript that calls the Data API.
import { parse, parsePlPgSQL } from 'libpg-query';
import ts from 'typescript';

export interface DatabaseFunction {
  /** name(argument types) */
  signature: string;
  language: string;
  /** pg_get_functiondef: the whole CREATE FUNCTION statement. */
  definition: string;
  /** prosrc: the body. */
  body: string;
}

type Json = unknown;

/** Every node of a libpg_query JSON tree with its key, depth first. */
function* nodes(tree: Json, key = ''): Generator<[string, Json]> {
  if (Array.isArray(tree)) {
    for (const item of tree) yield* nodes(item, key);
  } else if (tree !== null && typeof tree === 'object') {
    yield [key, tree];
    for (const [child, value] of Object.entries(tree)) yield* nodes(value, child);
  }
}

/** The statements of a parse tree that update or delete without a WHERE clause (CTEs included). */
function unqualifiedIn(tree: Json): string[] {
  const found: string[] = [];
  for (const [key, node] of nodes(tree)) {
    if ((key === 'UpdateStmt' || key === 'DeleteStmt') && !('whereClause' in (node as object))) {
      found.push(key === 'UpdateStmt' ? 'UPDATE' : 'DELETE');
    }
  }
  return found;
}

// PL/pgSQL statements whose SQL is built at run time: no parser can tell what they will run.
const DYNAMIC_STATEMENTS = ['PLpgSQL_stmt_dynexecute', 'PLpgSQL_stmt_dynfors'];
const DYNAMIC_QUERY_KEYS = ['dynquery'];

/**
 * The SQL of `format('<literal>', …)`, its placeholders filled with an identifier (%I, %s) or a
 * literal (%L), so it parses as the statements it runs: which statements, and whether each has a
 * WHERE clause, is all in the literal. Null for anything else built at run time.
 */
async function formatTemplate(expression: string): Promise<string | null> {
  const tree = (await parse(`select ${expression}`)) as {
    stmts: { stmt: { SelectStmt?: { targetList?: { ResTarget: { val: Json } }[] } } }[];
  };
  const target = tree.stmts[0]?.stmt.SelectStmt?.targetList;
  const call = (target?.length === 1 ? target[0]!.ResTarget.val : null) as {
    FuncCall?: {
      funcname: { String: { sval: string } }[];
      args?: { A_Const?: { sval?: { sval: string } } }[];
    };
  } | null;
  const name = call?.FuncCall?.funcname.at(-1)?.String.sval;
  const literal = call?.FuncCall?.args?.[0]?.A_Const?.sval?.sval;
  if (name !== 'format' || literal === undefined) return null;
  return literal.replace(/%(%|(?:\d+\$)?-?\d*([sIL]))/g, (_, all: string, kind?: string) =>
    all === '%' ? '%' : kind === 'L' ? "'x'" : 'x',
  );
}

/**
 * What pg-safeupdate would refuse in a function's body, one message each: an UPDATE or DELETE
 * without a WHERE clause, or SQL built at run time, which cannot be checked.
 */
export async function unqualifiedWritesInFunction(fn: DatabaseFunction): Promise<string[]> {
  const problems: string[] = [];
  const report = (what: string, sql: string) =>
    problems.push(`${fn.signature}: ${what} in «${sql.replace(/\s+/g, ' ').trim()}»`);
  if (fn.language === 'sql') {
    const tree = await parse(fn.body);
    for (const verb of unqualifiedIn(tree)) report(`${verb} without a WHERE clause`, fn.body);
  } else if (fn.language === 'plpgsql') {
    const tree = await parsePlPgSQL(fn.definition);
    for (const [key, node] of nodes(tree)) {
      if (DYNAMIC_STATEMENTS.includes(key) || DYNAMIC_QUERY_KEYS.includes(key)) {
        // EXECUTE and FOR … EXECUTE hold their expression in `query`, OPEN … EXECUTE in itself
        type Expr = { PLpgSQL_expr?: { query?: string } };
        const dynamic = node as Expr & { query?: Expr };
        const query = (dynamic.query ?? dynamic).PLpgSQL_expr?.query;
        const template = query === undefined ? null : await formatTemplate(query);
        if (template === null) {
          report('SQL built at run time (EXECUTE), which this check cannot read', JSON.stringify(node));
        } else {
          for (const verb of unqualifiedIn(await parse(template)))
            report(`${verb} without a WHERE clause`, template);
        }
      }
      // a statement (parse mode 0); PostgreSQL allows a data-modifying statement nowhere else,
      // not even inside an expression ("must be at the top level")
      const expr = node as { query?: string; parseMode?: number };
      if (key === 'PLpgSQL_expr' && typeof expr.query === 'string' && (expr.parseMode ?? 0) === 0) {
        for (const verb of unqualifiedIn(await parse(expr.query)))
          report(`${verb} without a WHERE clause`, expr.query);
      }
    }
  } else {
    problems.push(`${fn.signature}: language ${fn.language}, which this check cannot read`);
  }
  return problems;
}

/** The filters of supabase-js / postgrest-js that add a WHERE clause to an update or a delete. */
const FILTERS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'likeAllOf',
  'likeAnyOf',
  'ilikeAllOf',
  'ilikeAnyOf',
  'is',
  'isDistinct',
  'in',
  'contains',
  'containedBy',
  'rangeGt',
  'rangeGte',
  'rangeLt',
  'rangeLte',
  'rangeAdjacent',
  'overlaps',
  'textSearch',
  'match',
  'not',
  'or',
  'filter',
]);

/**
 * The Data API updates and deletes in a TypeScript file (`x.from(table).update(…)` and
 * `.delete(…)`, not Storage's `storage.from(bucket)`) whose call chain has no filter, each as
 * `file:line: text`. A chain continued in another statement counts as unfiltered: keep the
 * filter in the same chain, where a reader sees it.
 */
export function unfilteredWritesInSource(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (isTableWrite(node)) {
      const chain: string[] = [];
      let outer: ts.Node = node;
      while (
        ts.isPropertyAccessExpression(outer.parent) &&
        ts.isCallExpression(outer.parent.parent) &&
        outer.parent.parent.expression === outer.parent
      ) {
        chain.push(outer.parent.name.text);
        outer = outer.parent.parent;
      }
      if (!chain.some((method) => FILTERS.has(method))) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        problems.push(`${fileName}:${line + 1}: ${outer.getText().replace(/\s+/g, ' ')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

/** `<client>.from(<table>).update(…)` or `.delete(…)`, where the client is not Storage. */
function isTableWrite(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  if (!['update', 'delete'].includes(node.expression.name.text)) return false;
  const from = node.expression.expression;
  if (!ts.isCallExpression(from) || !ts.isPropertyAccessExpression(from.expression)) return false;
  if (from.expression.name.text !== 'from') return false;
  const client = from.expression.expression;
  return !(ts.isPropertyAccessExpression(client) && client.name.text === 'storage');
}
