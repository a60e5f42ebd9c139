import type { ReadFailure } from '#src/lib/read-failure.ts';

/** The build's reads (src/features/home/api/home-queries.ts and the revision), as the owner names them. */
const READS: Record<string, string> = {
  'site revision': 'a versão dos dados',
  'published images': 'as fotografias',
  'portfolio pairs': 'os pares antes e depois',
  videos: 'os vídeos',
  'business facts': 'os dados do negócio',
  render: 'a página',
};

function why(failure: ReadFailure): string {
  switch (failure.kind) {
    case 'unreachable':
      return 'o Supabase não respondeu (endereço errado, ou o projeto está em pausa)';
    case 'unauthorized':
      return 'o Supabase recusou a chave pública (401): confirme VITE_SUPABASE_PUBLISHABLE_KEY no alojamento';
    case 'missing-grant':
      return `não há permissão de leitura na tabela ${failure.table ?? ''} (42501): falta uma migração que a conceda`;
    case 'missing-table':
      return `a tabela ${failure.table ?? ''} não existe: faltam migrações por aplicar`;
    case 'timeout':
      return 'o Supabase não respondeu a tempo';
    case 'malformed':
      return 'o Supabase respondeu algo inesperado (confirme VITE_SUPABASE_URL no alojamento)';
    case 'failed':
      return failure.status === null ? 'a geração falhou' : `o Supabase respondeu ${failure.status}`;
  }
}

/**
 * Why a build of the public page could not read the data, in pt-PT: one clause per cause, naming
 * what it could not read ("os vídeos: não há permissão de leitura na tabela videos (42501)…").
 */
export function buildFailureText(failures: readonly ReadFailure[]): string {
  const byCause = new Map<string, string[]>();
  for (const failure of failures) {
    const cause = why(failure);
    byCause.set(cause, [...(byCause.get(cause) ?? []), READS[failure.read] ?? failure.read]);
  }
  return [...byCause].map(([cause, reads]) => `${joinPt(reads)}: ${cause}`).join('; ');
}

function joinPt(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}
