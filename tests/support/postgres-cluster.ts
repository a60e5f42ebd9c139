import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '#local/free-port.ts';

const run = promisify(execFile);

/** A PostgreSQL cluster of Debian's server binaries in a temp dir, for one test file. */
export interface ThrowawayCluster {
  /** The server's major version directory, e.g. "15". */
  version: string;
  /** Connection settings for `pg` (unix socket in the temp dir, superuser postgres). */
  connection: pg.ClientConfig;
  connect(): Promise<pg.Client>;
  stop(): Promise<void>;
}

const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<ver>/bin holding initdb, or null when PostgreSQL is not installed. */
async function findPostgresBin(): Promise<{ version: string; bin: string } | null> {
  const versions = await readdir(DEBIAN_POSTGRES_ROOT).catch(() => [] as string[]);
  const usable = versions
    .filter((version) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const version = usable[0];
  return version ? { version, bin: path.join(DEBIAN_POSTGRES_ROOT, version, 'bin') } : null;
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const found = await findPostgresBin();
  if (!found) {
    throw new Error(
      `No PostgreSQL server binaries under ${DEBIAN_POSTGRES_ROOT}/<version>/bin: ` +
        'install them with `apt-get install -y postgresql` (or set SKIP_POSTGRES_TESTS=1 to skip on purpose).',
    );
  }
  // postgres refuses to run as root; as root, run its binaries as the postgres system user
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await ensurePostgresUser() : null;
  // the postgres user must reach the dir: a TMPDIR under /root would not do
  const dir = await mkdtemp(path.join(owner ? '/tmp' : os.tmpdir(), 'pg-throwaway-'));
  let started = false;
  const pgCtl = (args: string[]) => runAs(owner?.name, path.join(found.bin, 'pg_ctl'), args);
  const dataDir = path.join(dir, 'data');

  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    await runAs(owner?.name, path.join(found.bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await findFreePort();
    // no TCP but loopback; the socket lives in the temp dir so nothing collides with a system cluster
    await appendFile(
      path.join(dataDir, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    await pgCtl(['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
    started = true;

    const connection: pg.ClientConfig = { host: dir, port, user: 'postgres', database: 'postgres' };
    return {
      version: found.version,
      connection,
      async connect() {
        const client = new pg.Client(connection);
        await client.connect();
        return client;
      },
      async stop() {
        try {
          await pgCtl(['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    const log = await readFile(path.join(dir, 'server.log'), 'utf8').catch(() => '');
    if (started) await pgCtl(['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Could not start a throwaway PostgreSQL ${found.version}: ${String(error)}\n${log}`, {
      cause: error,
    });
  }
}

async function runAs(user: string | undefined, file: string, args: string[]): Promise<void> {
  const [command, commandArgs] = user ? ['runuser', ['-u', user, '--', file, ...args]] : [file, args];
  await run(command, commandArgs, { timeout: 60_000 });
}

/** Debian's postgresql package creates the postgres user; create a system user when it is missing. */
async function ensurePostgresUser(): Promise<{ name: string; uid: number; gid: number }> {
  const name = 'postgres';
  const lookup = () => Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  let ids;
  try {
    ids = await lookup();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      name,
    ]);
    ids = await lookup();
  }
  return { name, uid: Number(ids[0].stdout.trim()), gid: Number(ids[1].stdout.trim()) };
}
