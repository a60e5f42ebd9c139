import { quoteIdent } from '../database.ts';

// The `filter` of a postgres_changes binding: `column=op.value` conditions joined by commas
// (AND), each optionally negated with `not.`, values optionally PostgREST-quoted.

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  isdistinct: 'is distinct from',
};
const TEXT_MATCHES: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const IS_VALUES = ['null', 'true', 'false', 'unknown'];

export interface FilterCondition {
  column: string;
  negated: boolean;
  operator: string;
  values: string[];
}

export class FilterSyntaxError extends Error {}

export function parseFilter(filter: string): FilterCondition[] {
  return splitOutside(filter, ',').map(parseCondition);
}

function parseCondition(text: string): FilterCondition {
  const equals = text.indexOf('=');
  if (equals <= 0) throw new FilterSyntaxError(`invalid filter "${text}": expected column=operator.value`);
  const column = text.slice(0, equals).trim();
  let rest = text.slice(equals + 1);
  const negated = rest.startsWith('not.');
  if (negated) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new FilterSyntaxError(`invalid filter "${text}": expected column=operator.value`);
  const operator = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);

  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw new FilterSyntaxError(`invalid filter "${text}": in expects a list like in.(a,b)`);
    }
    const values = splitOutside(raw.slice(1, -1), ',').map(unquote);
    if (values.length === 0) throw new FilterSyntaxError(`invalid filter "${text}": empty in list`);
    return { column, negated, operator, values };
  }
  if (operator === 'is') {
    const value = raw.toLowerCase();
    if (!IS_VALUES.includes(value))
      throw new FilterSyntaxError(`invalid filter "${text}": is expects null/true/false`);
    return { column, negated, operator, values: [value] };
  }
  if (!(operator in COMPARISONS) && !(operator in TEXT_MATCHES)) {
    throw new FilterSyntaxError(`invalid filter "${text}": unknown operator "${operator}"`);
  }
  return { column, negated, operator, values: [unquote(raw)] };
}

/**
 * A boolean SQL expression over the record alias `r`, binding values from `firstParam` on.
 * A condition that evaluates to NULL does not match, as on hosted Realtime.
 */
export function filterSql(
  conditions: FilterCondition[],
  firstParam: number,
): { sql: string; params: string[] } {
  const params: string[] = [];
  const placeholder = (value: string) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const parts = conditions.map((condition) => {
    const column = `r.${quoteIdent(condition.column)}`;
    const [first = ''] = condition.values;
    let predicate: string;
    if (condition.operator === 'in') {
      predicate = `${column} in (${condition.values.map(placeholder).join(', ')})`;
    } else if (condition.operator === 'is') {
      predicate = `${column} is ${first}`; // one of IS_VALUES, checked by the parser
    } else if (condition.operator in TEXT_MATCHES) {
      predicate = `${column}::text ${TEXT_MATCHES[condition.operator]} ${placeholder(first)}`;
    } else {
      predicate = `${column} ${COMPARISONS[condition.operator]} ${placeholder(first)}`;
    }
    return condition.negated ? `coalesce(not (${predicate}), false)` : `coalesce(${predicate}, false)`;
  });
  return { sql: parts.join(' and ') || 'true', params };
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted && char === '\\' && i + 1 < text.length) {
      current += char + text[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === separator && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted || depth !== 0)
    throw new FilterSyntaxError(`invalid filter "${text}": unbalanced quotes or parentheses`);
  parts.push(current);
  return parts.filter((part) => part !== '');
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
