// Who may do what through the Data API, read from the migrations themselves: their GRANT and
// REVOKE statements (and the CREATE, DROP and RENAME around them) replayed in order, with
// PostgreSQL's own parser, on top of the default privileges a project is created with. The
// migrations are what every project runs, so they are the one declaration: nothing restates
// them. tests/integration/data-api-grants.test.ts holds real databases to this reading both ways,
// tests/unit-shared/data-api-access.test.ts holds the reading to the rules below, and
// `npm run check:deploy` names the migration that grants a read a project refuses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parse,
  type AlterDefaultPrivilegesStmt,
  type GrantStmt,
  type Node,
  type ObjectWithArgs,
  type RangeVar,
  type TypeName,
} from 'libpg-query';
import { listMigrations, newProjectSql, type PlatformDefaultGrants } from '#local/database.ts';

/** PUBLIC (every role) and the three roles the Data API runs as. */
export const GRANTEES = ['PUBLIC', 'anon', 'authenticated', 'service_role'] as const;
export type Grantee = (typeof GRANTEES)[number];
export type ObjectKind = 'table' | 'sequence' | 'function';

type Held = Record<Grantee, Map<string, PrivilegeSource>>;

/** Where a privilege an object holds comes from. */
interface PrivilegeSource {
  /** The migration (supabase/migrations/<name>.sql) whose statement left it. */
  migration: string;
  /** Left by the default privileges when the object was created, not by a GRANT. */
  byDefault: boolean;
}

export interface DeclaredObject {
  kind: ObjectKind;
  /** A relation's name; a function's signature as Postgres prints it: name(type,type). */
  name: string;
  /** The migration that creates it. */
  createdIn: string;
  /** Row level security of a table; null for a view, a sequence or a function. */
  rowLevelSecurity: boolean | null;
  /** What each grantee holds, privileges in Postgres' upper case. */
  held: Held;
}

export interface ReadOptions {
  projectRoot?: string;
  /** The default privileges the project was created with (supabase/local/database.ts). */
  platformDefaults?: PlatformDefaultGrants;
  /** ALL on a table means MAINTAIN too from PostgreSQL 17 on. */
  postgresMajor?: number;
  /** SQL read after the migrations, as migrations of these names (for tests). */
  extraMigrations?: readonly { name: string; sql: string }[];
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The migration name given to what the project is created with. */
const PROJECT_CREATION = 'the project’s creation';

type Defaults = Record<ObjectKind, Record<Grantee, Set<string>>>;

const emptyHeld = (): Held => ({
  PUBLIC: new Map(),
  anon: new Map(),
  authenticated: new Map(),
  service_role: new Map(),
});
const emptyGrantees = (): Record<Grantee, Set<string>> => ({
  PUBLIC: new Set(),
  anon: new Set(),
  authenticated: new Set(),
  service_role: new Set(),
});

function allPrivileges(kind: ObjectKind, postgresMajor: number): string[] {
  if (kind === 'function') return ['EXECUTE'];
  if (kind === 'sequence') return ['USAGE', 'SELECT', 'UPDATE'];
  const table = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
  return postgresMajor >= 17 ? [...table, 'MAINTAIN'] : table;
}

// How Postgres prints the types the parser names by their internal names (format_type).
const TYPE_NAMES: Readonly<Record<string, string>> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  varchar: 'character varying',
  bpchar: 'character',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  timetz: 'time with time zone',
  time: 'time without time zone',
  varbit: 'bit varying',
};

const strings = (nodes: readonly Node[] | undefined): string[] =>
  (nodes ?? []).map((node) => ('String' in node ? (node.String.sval ?? '') : ''));

/** `[schema, name]` or `[name]`, as a RangeVar. */
const rangeVar = (names: string[]): RangeVar =>
  names.length === 2 ? { schemaname: names[0], relname: names[1] } : { relname: names[0] };

const RELATION_TYPES = [
  'OBJECT_TABLE',
  'OBJECT_VIEW',
  'OBJECT_MATVIEW',
  'OBJECT_FOREIGN_TABLE',
  'OBJECT_SEQUENCE',
];
const FUNCTION_TYPES = ['OBJECT_FUNCTION', 'OBJECT_PROCEDURE', 'OBJECT_ROUTINE'];

type Replayed = DeclaredObject & { ownedBy?: string };

/** The objects of public and the default privileges, statement by statement. */
class Replay {
  readonly objects = new Map<string, Replayed>();
  /** What postgres's new objects start with: per schema (public), and everywhere. */
  private readonly schemaDefaults: Defaults = {
    table: emptyGrantees(),
    sequence: emptyGrantees(),
    function: emptyGrantees(),
  };
  private readonly globalDefaults: Defaults = {
    table: emptyGrantees(),
    sequence: emptyGrantees(),
    function: { ...emptyGrantees(), PUBLIC: new Set(['EXECUTE']) },
  };
  private readonly postgresMajor: number;
  private migration = PROJECT_CREATION;
  private statement = '';

  constructor(postgresMajor: number) {
    this.postgresMajor = postgresMajor;
  }

  async readScript(migration: string, sql: string) {
    this.migration = migration;
    const tree = await parse(sql);
    for (const { stmt, stmt_location: start = 0, stmt_len: length } of tree.stmts ?? []) {
      if (!stmt) continue;
      this.statement = sql.slice(start, length ? start + length : undefined);
      this.read(stmt);
    }
  }

  private fail(why: string): never {
    const where =
      this.migration === PROJECT_CREATION ? this.migration : `supabase/migrations/${this.migration}.sql`;
    const statement = this.statement.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new Error(
      `${where}: ${why} in «${statement}»; scripts/support/data-api-access.ts cannot tell what it grants`,
    );
  }

  private read(node: Node) {
    if ('GrantStmt' in node) this.grant(node.GrantStmt);
    else if ('AlterDefaultPrivilegesStmt' in node) this.alterDefaults(node.AlterDefaultPrivilegesStmt);
    else if ('CreateStmt' in node) {
      const { relation, if_not_exists: ifNotExists, tableElts } = node.CreateStmt;
      const name = this.relation(relation);
      if (name === null || (ifNotExists && this.relationKey(name))) return;
      this.create('table', name, false);
      this.columnSequences(name, tableElts);
    } else if ('CreateTableAsStmt' in node) {
      const { into, if_not_exists: ifNotExists, objtype } = node.CreateTableAsStmt;
      const name = this.relation(into?.rel);
      if (name === null || (ifNotExists && this.relationKey(name))) return;
      this.create('table', name, objtype === 'OBJECT_TABLE' ? false : null);
    } else if ('ViewStmt' in node) {
      const name = this.relation(node.ViewStmt.view);
      // CREATE OR REPLACE VIEW keeps the view's privileges
      if (name === null || (node.ViewStmt.replace && this.relationKey(name))) return;
      this.create('table', name, null);
    } else if ('CreateSeqStmt' in node) {
      const name = this.relation(node.CreateSeqStmt.sequence);
      if (name === null || (node.CreateSeqStmt.if_not_exists && this.relationKey(name))) return;
      this.create('sequence', name, null);
    } else if ('CreateFunctionStmt' in node) {
      const { funcname, parameters } = node.CreateFunctionStmt;
      const key = this.functionKey({ objname: funcname, objfuncargs: parameters });
      // CREATE OR REPLACE keeps the function's privileges; other arguments make another function
      if (key !== null && !this.objects.has(key))
        this.create('function', key.slice('function '.length), null);
    } else if ('DropStmt' in node) {
      const { removeType = '', objects, missing_ok: missingOk = false } = node.DropStmt;
      for (const object of objects ?? []) {
        if (RELATION_TYPES.includes(removeType) && 'List' in object) {
          const name = this.relation(rangeVar(strings(object.List.items)));
          if (name !== null) this.drop(this.relationKey(name) ?? `table ${name}`, missingOk);
        } else if (FUNCTION_TYPES.includes(removeType) && 'ObjectWithArgs' in object) {
          const key = this.functionKey(object.ObjectWithArgs);
          if (key !== null) this.drop(key, missingOk);
        }
      }
    } else if ('RenameStmt' in node) {
      const { renameType = '', relation, object, newname } = node.RenameStmt;
      if (!newname) return;
      if (RELATION_TYPES.includes(renameType)) {
        const name = this.relation(relation);
        if (name !== null) this.rename(this.relationKey(name) ?? `table ${name}`, newname);
      } else if (FUNCTION_TYPES.includes(renameType) && object && 'ObjectWithArgs' in object) {
        const key = this.functionKey(object.ObjectWithArgs);
        if (key !== null) this.rename(key, newname);
      }
    } else if ('AlterTableStmt' in node) {
      const { relation, objtype, cmds } = node.AlterTableStmt;
      const name = this.relation(relation);
      if (name === null || objtype !== 'OBJECT_TABLE') return;
      for (const command of cmds ?? []) {
        if (!('AlterTableCmd' in command)) continue;
        const { subtype, def } = command.AlterTableCmd;
        if (subtype === 'AT_EnableRowSecurity' || subtype === 'AT_DisableRowSecurity') {
          this.existing(`table ${name}`).rowLevelSecurity = subtype === 'AT_EnableRowSecurity';
        } else if (subtype === 'AT_AddColumn' && def) this.columnSequences(name, [def]);
      }
    } else if ('AlterObjectSchemaStmt' in node) {
      const { objectType = '', relation, object, newschema } = node.AlterObjectSchemaStmt;
      const ours = RELATION_TYPES.includes(objectType)
        ? newschema === 'public' || this.relation(relation) !== null
        : FUNCTION_TYPES.includes(objectType) &&
          (newschema === 'public' ||
            (object !== undefined &&
              'ObjectWithArgs' in object &&
              this.functionKey(object.ObjectWithArgs) !== null));
      if (ours) this.fail('a move between schemas');
    } else if ('DoStmt' in node) {
      // a DO block's SQL is a string, run as a whole: what it grants cannot be read from it
      const body = JSON.stringify(node.DoStmt.args ?? []);
      if (/\b(grant|revoke|default\s+privileges)\b/i.test(body)) this.fail('a GRANT or REVOKE in a DO block');
    }
  }

  /** A relation of public (table, view or sequence) by name, or null for another schema's. */
  private relation(range: RangeVar | undefined): string | null {
    if (!range?.relname) this.fail('a relation without a name');
    if (range.schemaname && range.schemaname !== 'public') return null;
    return range.relname;
  }

  /** Tables, views and sequences share one namespace, and GRANT … ON TABLE names any of them. */
  private relationKey(name: string): string | undefined {
    return [`table ${name}`, `sequence ${name}`].find((key) => this.objects.has(key));
  }

  /** A function of public as `function name(type,type)`, or null for another schema's. */
  private functionKey(object: ObjectWithArgs): string | null {
    const names = strings(object.objname);
    const [schema, name] = names.length === 2 ? names : ['public', names[0]];
    if (schema !== 'public') return null;
    if (!name) this.fail('a function without a name');
    if (object.args_unspecified) {
      const named = [...this.objects.keys()].filter((key) => key.startsWith(`function ${name}(`));
      if (named.length !== 1) this.fail(`${named.length} functions named ${name}`);
      return named[0]!;
    }
    // the input arguments, as Postgres prints a signature
    const types: string[] = [];
    const parameters: Node[] =
      object.objfuncargs ??
      (object.objargs ?? []).map((arg) => ({
        FunctionParameter: { argType: 'TypeName' in arg ? arg.TypeName : undefined },
      }));
    for (const node of parameters) {
      if (!('FunctionParameter' in node)) this.fail('a parameter it cannot read');
      const { mode, argType } = node.FunctionParameter;
      if (mode !== 'FUNC_PARAM_OUT' && mode !== 'FUNC_PARAM_TABLE') types.push(this.typeName(argType));
    }
    return `function ${name}(${types.join(',')})`;
  }

  private typeName(type: TypeName | undefined): string {
    const names = strings(type?.names);
    const [schema, name] = names.length === 2 ? names : [undefined, names[0]];
    if (!name || names.length > 2 || type?.pct_type) this.fail('an argument type it cannot name');
    const printed =
      schema === undefined || schema === 'pg_catalog'
        ? (TYPE_NAMES[name] ?? name)
        : schema === 'public'
          ? name
          : `${schema}.${name}`;
    return type?.arrayBounds ? `${printed}[]` : printed;
  }

  private existing(key: string): Replayed {
    const object = this.objects.get(key);
    if (!object) this.fail(`${key.replace(' ', ' public.')}, which no earlier statement creates,`);
    return object;
  }

  private create(kind: ObjectKind, name: string, rowLevelSecurity: boolean | null, ownedBy?: string) {
    const held = emptyHeld();
    for (const grantee of GRANTEES) {
      for (const privilege of [
        ...this.globalDefaults[kind][grantee],
        ...this.schemaDefaults[kind][grantee],
      ]) {
        held[grantee].set(privilege, { migration: this.migration, byDefault: true });
      }
    }
    const object = { kind, name, createdIn: this.migration, rowLevelSecurity, held, ownedBy };
    this.objects.set(`${kind} ${name}`, object);
  }

  /** The sequences identity and serial columns create, which go with their table. */
  private columnSequences(table: string, elements: readonly Node[] | undefined) {
    for (const element of elements ?? []) {
      if (!('ColumnDef' in element)) continue;
      const { typeName, constraints, colname } = element.ColumnDef;
      const serial = /^(small|big)?serial[248]?$/.test(strings(typeName?.names).at(-1) ?? '');
      const identity = (constraints ?? []).some(
        (constraint) => 'Constraint' in constraint && constraint.Constraint.contype === 'CONSTR_IDENTITY',
      );
      if (serial || identity) this.create('sequence', `${table}_${colname}_seq`, null, table);
    }
  }

  private drop(key: string, missingOk: boolean) {
    if (!this.objects.has(key) && missingOk) return;
    const object = this.existing(key);
    this.objects.delete(key);
    for (const [other, owned] of this.objects) if (owned.ownedBy === object.name) this.objects.delete(other);
  }

  private rename(key: string, newName: string) {
    const object = this.existing(key);
    const name =
      object.kind === 'function' ? `${newName}${object.name.slice(object.name.indexOf('('))}` : newName;
    this.objects.delete(key);
    this.objects.set(`${object.kind} ${name}`, { ...object, name });
    for (const owned of this.objects.values()) if (owned.ownedBy === object.name) owned.ownedBy = name;
  }

  private grantees(nodes: readonly Node[] | undefined): Grantee[] {
    return (nodes ?? []).flatMap((node): Grantee[] => {
      if (!('RoleSpec' in node)) return [];
      const { roletype, rolename } = node.RoleSpec;
      if (roletype === 'ROLESPEC_PUBLIC') return ['PUBLIC'];
      return GRANTEES.includes(rolename as Grantee) ? [rolename as Grantee] : [];
    });
  }

  private privileges(grant: GrantStmt, kind: ObjectKind): string[] {
    if (!grant.privileges) return allPrivileges(kind, this.postgresMajor);
    return grant.privileges.flatMap((node) => {
      if (!('AccessPriv' in node)) this.fail('a privilege it cannot read');
      if (node.AccessPriv.cols) this.fail('a privilege on columns (grant whole tables)');
      const name = (node.AccessPriv.priv_name ?? '').toUpperCase();
      return name === 'ALL' ? allPrivileges(kind, this.postgresMajor) : [name];
    });
  }

  private grant(grant: GrantStmt) {
    const { objtype = '', targtype, objects } = grant;
    // schemas, types, the database: not what the Data API reaches
    if (objtype !== 'OBJECT_TABLE' && objtype !== 'OBJECT_SEQUENCE' && !FUNCTION_TYPES.includes(objtype))
      return;
    if (targtype === 'ACL_TARGET_ALL_IN_SCHEMA') {
      if (!strings(objects).includes('public')) return;
      const kind =
        objtype === 'OBJECT_TABLE' ? 'table' : objtype === 'OBJECT_SEQUENCE' ? 'sequence' : 'function';
      for (const [key, object] of this.objects) if (object.kind === kind) this.apply(grant, key);
      return;
    }
    for (const node of objects ?? []) {
      if ('RangeVar' in node) {
        const name = this.relation(node.RangeVar);
        if (name !== null) this.apply(grant, this.relationKey(name) ?? `table ${name}`);
      } else if ('ObjectWithArgs' in node) {
        const key = this.functionKey(node.ObjectWithArgs);
        if (key !== null) this.apply(grant, key);
      } else this.fail('an object it cannot read');
    }
  }

  private apply(grant: GrantStmt, key: string) {
    const object = this.existing(key);
    // REVOKE GRANT OPTION FOR takes back only the right to pass the privilege on
    if (!grant.is_grant && grant.grant_option) return;
    for (const grantee of this.grantees(grant.grantees)) {
      const held = object.held[grantee];
      for (const privilege of this.privileges(grant, object.kind)) {
        if (!grant.is_grant) held.delete(privilege);
        // a privilege held since a GRANT keeps that GRANT's migration
        else if (held.get(privilege)?.byDefault !== false) {
          held.set(privilege, { migration: this.migration, byDefault: false });
        }
      }
    }
  }

  private alterDefaults({ options, action }: AlterDefaultPrivilegesStmt) {
    let defaults = this.globalDefaults;
    for (const node of options ?? []) {
      if (!('DefElem' in node)) continue;
      const { defname, arg } = node.DefElem;
      const items = (arg && 'List' in arg ? arg.List.items : undefined) ?? [];
      if (defname === 'roles') {
        const roles = items.map((item) => ('RoleSpec' in item ? item.RoleSpec.rolename : undefined));
        if (!roles.includes('postgres')) return; // the migrations run as postgres
      } else if (defname === 'schemas') {
        if (!strings(items).includes('public')) return;
        defaults = this.schemaDefaults;
      }
    }
    if (!action) this.fail('default privileges without an action');
    const kinds: Partial<Record<string, ObjectKind>> = {
      OBJECT_TABLE: 'table',
      OBJECT_SEQUENCE: 'sequence',
      OBJECT_FUNCTION: 'function',
      OBJECT_ROUTINE: 'function',
    };
    const kind = kinds[action.objtype ?? ''];
    if (!kind || (!action.is_grant && action.grant_option)) return;
    for (const grantee of this.grantees(action.grantees)) {
      for (const privilege of this.privileges(action, kind)) {
        if (action.is_grant) defaults[kind][grantee].add(privilege);
        else defaults[kind][grantee].delete(privilege);
      }
    }
  }
}

/**
 * What each role holds on every table, view, sequence and function of public once the project's
 * creation and every migration have run, as their SQL says; throws, naming the statement, where
 * the SQL says something this reading does not follow (it then cannot vouch for any grant).
 */
export async function readDataApiAccess(options: ReadOptions = {}): Promise<DeclaredObject[]> {
  const replay = new Replay(options.postgresMajor ?? 17);
  await replay.readScript(PROJECT_CREATION, await newProjectSql(options.platformDefaults ?? 'none'));
  for (const { version, name, file } of await listMigrations(options.projectRoot ?? PROJECT_ROOT)) {
    await replay.readScript(`${version}_${name}`, await readFile(file, 'utf8'));
  }
  for (const { name, sql } of options.extraMigrations ?? []) await replay.readScript(name, sql);
  return [...replay.objects.values()].map(({ ownedBy: _ownedBy, ...object }) => object);
}

/**
 * What the migrations must hold to, one message per object and rule, naming what to write: row
 * level security on every table; some role granted each table (else nothing can use it); anon and
 * authenticated read only, alike (every write goes through the edge functions); PUBLIC nothing.
 */
export function accessRuleProblems(objects: readonly DeclaredObject[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const label = `${object.kind} public.${object.name} (${object.createdIn})`;
    const privileges = (grantee: Grantee) => [...object.held[grantee].keys()].sort();
    if (object.rowLevelSecurity === false) {
      problems.push(
        `${label} has no row level security: enable it where the table is created (alter table … enable row level security)`,
      );
    }
    if (object.kind === 'table' && GRANTEES.every((grantee) => object.held[grantee].size === 0)) {
      problems.push(
        `${label} is granted to no role, so nothing can use it: grant the service role what the functions do with it, and select to anon and authenticated if the public pages read it`,
      );
    }
    for (const grantee of ['anon', 'authenticated'] as const) {
      const beyondReading = privileges(grantee).filter(
        (privilege) => object.kind !== 'table' || privilege !== 'SELECT',
      );
      if (beyondReading.length > 0) {
        problems.push(
          `${label}: ${grantee} holds ${beyondReading.join(', ')}; the browser's key only reads tables (writes go through the edge functions): revoke it in a migration`,
        );
      }
    }
    if (privileges('anon').join() !== privileges('authenticated').join()) {
      problems.push(
        `${label}: anon holds [${privileges('anon').join(', ')}] but authenticated [${privileges('authenticated').join(', ')}]; a signed-in visitor reads what anon reads: grant them alike`,
      );
    }
    if (object.held.PUBLIC.size > 0) {
      const why = object.kind === 'function' ? ' (PostgreSQL gives it on every new function)' : '';
      problems.push(
        `${label}: PUBLIC holds ${privileges('PUBLIC').join(', ')}${why}: revoke all … from public in its migration`,
      );
    }
  }
  return problems;
}

/**
 * The migration whose GRANT gives anon SELECT on a table, as supabase/migrations/<name>.sql, for
 * a message that says where a refused read is granted; null when no migration grants it.
 */
export function migrationGrantingAnonRead(objects: readonly DeclaredObject[], table: string): string | null {
  const source = objects
    .find((object) => object.kind === 'table' && object.name === table)
    ?.held.anon.get('SELECT');
  return source && !source.byDefault ? `supabase/migrations/${source.migration}.sql` : null;
}
