import { describe, expect, it } from 'vitest';
import { aReadFailure } from '#src/testing/read-failures.ts';
import { buildFailureText } from './build-failure-text.ts';

describe('buildFailureText', () => {
  it('names what could not be read and why, once per cause', () => {
    expect(
      buildFailureText([
        aReadFailure({ kind: 'missing-grant', table: 'videos', status: 401, code: '42501' }),
      ]),
    ).toBe(
      'os vídeos: não há permissão de leitura na tabela videos (42501): falta uma migração que a conceda',
    );
    expect(
      buildFailureText([
        aReadFailure({ read: 'site revision', kind: 'unreachable' }),
        aReadFailure({ read: 'published images', kind: 'unreachable' }),
        aReadFailure({ read: 'business facts', kind: 'unreachable' }),
        aReadFailure({ read: 'videos', kind: 'timeout' }),
      ]),
    ).toBe(
      'a versão dos dados, as fotografias e os dados do negócio: o Supabase não respondeu (endereço errado, ou o projeto está em pausa); os vídeos: o Supabase não respondeu a tempo',
    );
  });

  it('has a reason for every kind', () => {
    const kinds = ['unauthorized', 'missing-table', 'malformed', 'failed'] as const;
    const texts = kinds.map((kind) =>
      buildFailureText([
        aReadFailure({ read: 'portfolio pairs', kind, table: 'media_versions', status: 500 }),
      ]),
    );
    expect(texts).toEqual([
      'os pares antes e depois: o Supabase recusou a chave pública (401): confirme VITE_SUPABASE_PUBLISHABLE_KEY no alojamento',
      'os pares antes e depois: a tabela media_versions não existe: faltam migrações por aplicar',
      'os pares antes e depois: o Supabase respondeu algo inesperado (confirme VITE_SUPABASE_URL no alojamento)',
      'os pares antes e depois: o Supabase respondeu 500',
    ]);
    expect(buildFailureText([aReadFailure({ read: 'render', kind: 'failed' })])).toBe(
      'a página: a geração falhou',
    );
  });
});
