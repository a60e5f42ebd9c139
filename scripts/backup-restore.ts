// `npm run backup:restore -- <file.zip> [--replace]`: puts a backup downloaded from /admin
// ("Cópia de segurança") into the project in SUPABASE_URL, with a secret key in
// SUPABASE_SECRET_KEY (or, under its legacy name, SUPABASE_SERVICE_ROLE_KEY), as the orphan sweep
// takes them. The project needs this repository's migrations. docs/backup-and-restore.md.
//
// The whole file is checked first, and every row tried in a transaction that is rolled back; a
// damaged, incomplete or hostile one, or a project that already holds other data of the site
// (unless --replace), is refused with nothing changed. Running it twice is
// harmless: the second run finds everything there and changes nothing. Optional
// SITE_BUILD_HOOK_URL: the static host's build hook, called after the restore.
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { isServerKey } from '#portable/api-keys.ts';
import { BACKUP_TABLES } from '#portable/backup-tables.ts';
import { BackupFileError, openVerifiedBackup } from '#scripts/backup/read-backup-zip.ts';
import {
  missingObjectsText,
  requestBuildAfterRestore,
  RestoreRefusedError,
  restoreIntoProject,
} from '#scripts/backup/restore-into-project.ts';
import { readRenamedSetting, type RenamedSetting } from '#scripts/support/renamed-settings.ts';

class UsageError extends Error {}

const SECRET_KEY: RenamedSetting = { name: 'SUPABASE_SECRET_KEY', legacyName: 'SUPABASE_SERVICE_ROLE_KEY' };
const USAGE = 'Uso: npm run backup:restore -- <cópia.zip> [--replace]';

function readOptions(): { file: string; replace: boolean } {
  let parsed;
  try {
    parsed = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) throw new UsageError(USAGE);
  return { file, replace: parsed.values.replace === true };
}

function readTarget(): { url: string; secretKey: string } {
  const url = process.env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  const secretKey = readRenamedSetting(process.env, SECRET_KEY);
  if (!url || !secretKey) {
    throw new UsageError(
      'Defina SUPABASE_URL e SUPABASE_SECRET_KEY (uma chave secreta do projeto, sb_secret_…) no ambiente.',
    );
  }
  if (!isServerKey(secretKey)) {
    // a publishable or anon key would be refused row by row, halfway through
    throw new UsageError(
      'SUPABASE_SECRET_KEY tem uma chave pública (publishable ou anon): o restauro precisa da chave secreta (sb_secret_…) ou da service_role antiga.',
    );
  }
  return { url, secretKey };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

try {
  const { file, replace } = readOptions();
  const { url, secretKey } = readTarget();
  const backup = await openVerifiedBackup(file);
  try {
    const { manifest } = backup;
    console.log(
      `Cópia de ${manifest.createdAt} (${manifest.project || 'projeto desconhecido'}, esquema ${manifest.schemaVersion ?? 'desconhecido'}): ` +
        `${plural(backup.objects.length, 'imagem', 'imagens')} e os dados verificados (SHA-256).`,
    );
    const client = createClient(url, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const report = await restoreIntoProject(client, backup, {
      replace,
      onObject: (_path, done, total) => process.stdout.write(`\rImagens: ${done}/${total}`),
    });
    if (backup.objects.length > 0) process.stdout.write('\n');
    const { objects } = report;
    console.log(
      `Imagens: ${objects.stored} guardada(s), ${objects.alreadyThere} já estavam no projeto` +
        (objects.replaced > 0 ? `, ${objects.replaced} substituída(s)` : '') +
        '.',
    );
    if (report.missing.length > 0) {
      console.log(
        `${plural(report.missing.length, 'imagem não veio', 'imagens não vieram')} na cópia (faltavam no projeto de origem quando foi feita) e não foram repostas:\n` +
          `${missingObjectsText(report.missing)}\n` +
          'No /admin, em Imagens, envie de novo cada uma no seu espaço, ou reponha outra versão no Histórico.',
      );
    }
    for (const { name } of BACKUP_TABLES) {
      const outcome = report.tables[name];
      if (outcome) console.log(`${name}: ${plural(outcome.rows, 'linha', 'linhas')}`);
    }
    if (!report.changed) {
      console.log(`Nada mudou: ${url} já tinha tudo o que a cópia tem.`);
    } else {
      console.log(`Restaurado em ${url}.`);
      const hookUrl = process.env.SITE_BUILD_HOOK_URL?.trim();
      if (hookUrl) {
        const failure = await requestBuildAfterRestore(client, hookUrl);
        console.log(failure ?? 'Pedido um novo build da página pública ao alojamento.');
      } else {
        console.log(
          'A página pública tem de ser construída de novo a partir deste projeto: aponte o build do alojamento ' +
            '(VITE_SUPABASE_URL e VITE_SUPABASE_PUBLISHABLE_KEY) para ele e peça um novo deploy, ' +
            'ou defina SITE_BUILD_HOOK_URL para o pedir daqui.',
        );
      }
    }
  } finally {
    await backup.close();
  }
} catch (error) {
  const refused = error instanceof BackupFileError || error instanceof RestoreRefusedError;
  console.error(refused ? `Recusado: ${error.message}` : error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
