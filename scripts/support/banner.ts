import path from 'node:path';
import type { LocalSupabase } from '#local/server.ts';
import { PROJECT_ROOT } from './local-stand-in.ts';

// Local defaults of the admin-auth function (supabase/functions/.env); never used when hosted.
const LOCAL_ADMIN_USERNAME = 'admin';
const LOCAL_ADMIN_PASSWORD = 'mudar-esta-senha';

export interface BannerInput {
  title: string;
  siteUrl: string;
  local?: { supabase: LocalSupabase; dataDir: string };
  hostedUrl?: string;
}

/** The block `npm start` / `npm run preview` print once everything listens. */
export function formatBanner({ title, siteUrl, local, hostedUrl }: BannerInput): string {
  const rows: [string, string][] = [['Site', siteUrl]];
  if (local) {
    rows.push(
      ['Admin', `${siteUrl}/admin  (Usuário ${LOCAL_ADMIN_USERNAME} · Senha ${LOCAL_ADMIN_PASSWORD})`],
      ['Supabase local', local.supabase.url],
      ['publishable key', local.supabase.publishableKey],
      ['secret key', local.supabase.secretKey],
      [
        'legacy keys',
        `anon, service_role: ${path.relative(PROJECT_ROOT, local.dataDir) || '.'}/local-supabase.json`,
      ],
      ['Dados / data', path.relative(PROJECT_ROOT, local.dataDir) || '.'],
    );
  } else if (hostedUrl) {
    rows.push(['Supabase', `${hostedUrl}  (alojado / hosted)`]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = '─'.repeat(72);
  return [
    line,
    `  ${title}`,
    line,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    line,
    '  Ctrl-C para parar / to stop',
    line,
  ].join('\n');
}
