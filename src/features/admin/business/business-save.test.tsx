import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusedFunction } from '#src/testing/mocks/edge-function-handlers.ts';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { adminQueryKeys } from '#src/features/admin/api/admin-query-keys.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { BusinessTab } from './business-tab.tsx';
import {
  renderBusinessTab,
  replaceField,
  saveButton,
  unsavedNote,
} from '#src/features/admin/testing/business-tab.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

// The business tab when the business-facts function refuses a save or a restore (fixed answers
// from msw), and the form following (or not) a change made elsewhere. A save and a restore that
// succeed run against the stand-in: business-save.stand-in.test.tsx.

// A form of some 70 controls: in jsdom each user-event step takes a few hundred milliseconds on
// a busy machine, so a test of a dozen steps gets more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const SEEDED_FACTS = () => [completeBusinessFacts({ name: 'Nome antigo' }), completeBusinessFacts()];
const fake = setupFakeSupabaseServer({ seed: () => ({ businessFacts: SEEDED_FACTS() }) });
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

describe('Guardar', () => {
  it('a 400 with fieldErrors shows the server’s messages beside their fields, and its error in a toast', async () => {
    fake.server.use(
      refusedFunction('post', 'business-facts', 'Há dados do negócio inválidos.', 400, {
        fieldErrors: {
          email: 'E-mail: o servidor recusou este endereço.',
          'reviews.1.text': 'Avaliação 2, texto: recusado.',
        },
      }),
    );
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderBusinessTab();
    await replaceField(user, 'E-mail', 'novo@estofos-lisboa.pt');
    await user.click(saveButton());

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('E-mail: o servidor recusou este endereço.');
    expect(email).toHaveFocus();
    const second = screen.getByRole('group', { name: 'Avaliação 2 — Rui Lopes' });
    expect(within(second).getByLabelText('Texto')).toHaveAccessibleDescription(
      'Avaliação 2, texto: recusado.',
    );
    expect(error).toHaveBeenCalledWith('Erro ao guardar os dados do negócio', {
      description: 'Há dados do negócio inválidos.',
    });
    // nothing saved: the edits stay
    expect(email).toHaveValue('novo@estofos-lisboa.pt');
    expect(unsavedNote()).toBeInTheDocument();
  });

  it('a failure without a message says "Falha ao guardar os dados do negócio"', async () => {
    fake.server.use(refusedFunction('post', 'business-facts', ''));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderBusinessTab();
    await replaceField(user, 'Código postal', '2800-001');
    await user.click(saveButton());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Erro ao guardar os dados do negócio', {
        description: 'Falha ao guardar os dados do negócio',
      }),
    );
  });

  it('a 401 signs out with "Sessão Expirada", and no second toast', async () => {
    fake.server.use(refusedFunction('post', 'business-facts', 'Sessão inválida ou expirada.', 401));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderBusinessTab();
    await replaceField(user, 'Código postal', '2800-001');
    await user.click(saveButton());
    await waitFor(() => expect(sessionStore.getToken()).toBeNull());
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Sessão Expirada', {
      description: 'Faça login novamente para continuar',
    });
  });
});

describe('Versões anteriores', () => {
  it('a refused restore says so and changes nothing', async () => {
    fake.server.use(refusedFunction('post', 'business-facts', 'Versão não encontrada.', 404));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderBusinessTab();
    await user.click(screen.getByRole('button', { name: /^Restaurar a versão 1/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Erro ao restaurar', { description: 'Versão não encontrada.' }),
    );
    expect(screen.getByLabelText('Nome do negócio')).toHaveValue('Estofos Lisboa');
  });
});

/** What the function answers once another tab has saved version 3. */
const savedElsewhere = () =>
  fake.reseed({ businessFacts: [...SEEDED_FACTS(), completeBusinessFacts({ name: 'Noutro separador' })] });

describe('a save made elsewhere', () => {
  it('replaces what the form shows while it has no changes', async () => {
    const queryClient = await renderBusinessTab();
    savedElsewhere();
    await queryClient.invalidateQueries({ queryKey: adminQueryKeys.document('business-facts', 'pt-PT') });
    await waitFor(() => expect(screen.getByLabelText('Nome do negócio')).toHaveValue('Noutro separador'));
    expect(unsavedNote()).toBeNull();
    expect(screen.queryByTestId('newer-facts-note')).toBeNull();
  });

  it('never overwrites the owner’s edits: a note says a newer version exists; Cancelar shows it', async () => {
    const user = userEvent.setup();
    const queryClient = await renderBusinessTab();
    await replaceField(user, 'Nome do negócio', 'O meu nome');
    savedElsewhere();
    await queryClient.invalidateQueries({ queryKey: adminQueryKeys.document('business-facts', 'pt-PT') });

    await waitFor(() => expect(screen.getByTestId('newer-facts-note')).toHaveTextContent('versão 3'));
    expect(screen.getByLabelText('Nome do negócio')).toHaveValue('O meu nome');
    expect(unsavedNote()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Nome do negócio')).toHaveValue('Noutro separador');
    expect(screen.queryByTestId('newer-facts-note')).toBeNull();
  });
});

describe('loading', () => {
  it('says so when the facts cannot be loaded', async () => {
    fake.server.use(refusedFunction('get', 'business-facts', 'Falha simulada.'));
    render(
      <QueryClientProvider client={createQueryClient('test')}>
        <BusinessTab />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('A carregar os dados do negócio…');
    // the query retries once, a second later, before it gives up
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Erro ao carregar os dados do negócio',
    );
    expect(screen.queryByLabelText('Nome do negócio')).toBeNull();
  });
});
