// What /admin says about the public page for each state public-page-state.ts tells apart (its
// data hook and the retry mutation are replaced: this is about the words and the button).
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aReadFailure } from '#src/testing/read-failures.ts';
import type { PublicPageState } from './public-page-state.ts';

const current = vi.hoisted(() => ({ state: null as PublicPageState | null }));
vi.mock('#src/features/admin/api/get-public-page-status.ts', () => ({
  usePublicPageStatus: () => ({ data: current.state && { state: current.state } }),
}));
vi.mock('#src/features/admin/api/request-site-build.ts', () => ({
  useRequestSiteBuild: () => ({ mutate: vi.fn(), isPending: false }),
}));

const { PublicPageStatus } = await import('./public-page-status.tsx');

function show(state: PublicPageState) {
  current.state = state;
  render(<PublicPageStatus />);
  return screen.getByRole('status');
}

const CHANGED = '2026-11-28T10:00:00Z';

describe('PublicPageStatus', () => {
  it('says the page is up to date, or being updated', () => {
    expect(show({ kind: 'current', builtAt: CHANGED })).toHaveTextContent('Página pública atualizada');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });

  it('says a build that could not read the data failed, what it could not read and why, and offers a retry', () => {
    const status = show({
      kind: 'outdated',
      reason: 'build-failed',
      changedAt: CHANGED,
      failedAt: '2026-11-28T10:01:00Z',
      failures: [aReadFailure({ kind: 'missing-grant', status: 401, code: '42501' })],
    });
    expect(status).toHaveTextContent('Página pública desatualizada');
    expect(status).toHaveTextContent(
      /A geração da página de .+ falhou e continua publicada a página anterior\./,
    );
    expect(status).toHaveTextContent(
      'Não foi possível ler os vídeos: não há permissão de leitura na tabela videos (42501): falta uma migração que a conceda.',
    );
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });

  it('says where to look when the host has not published a requested build', () => {
    const status = show({
      kind: 'outdated',
      reason: 'not-published',
      changedAt: CHANGED,
      requestedAt: CHANGED,
    });
    expect(status).toHaveTextContent('ainda não publicou a página nova');
    expect(status).toHaveTextContent('Veja o registo do último build no painel do alojamento');
    expect(status).toHaveTextContent('o alojamento continua a servir a página anterior');
  });

  it('says the hook refused the request, with its answer and what to check', () => {
    const status = show({
      kind: 'outdated',
      reason: 'request-failed',
      changedAt: CHANGED,
      requestedAt: CHANGED,
      detail: 'O alojamento respondeu 404 ao pedido de build.',
    });
    expect(status).toHaveTextContent('falhou: O alojamento respondeu 404 ao pedido de build.');
    expect(status).toHaveTextContent('Confirme o build hook do alojamento e o segredo SITE_BUILD_HOOK_URL');
  });

  it('says no hook is configured, with no retry', () => {
    expect(show({ kind: 'outdated', reason: 'no-hook', changedAt: CHANGED })).toHaveTextContent(
      'não tem um build hook configurado',
    );
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });
});
