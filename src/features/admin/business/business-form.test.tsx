import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateBusinessFacts } from '#portable/business-facts/validate.ts';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { BusinessTab } from './business-tab.tsx';
import { draftFromFacts, draftToInput } from './facts-draft.ts';
import { localToday } from './local-today.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

// The "Dados do negócio" form against the fake business-facts function (msw): what it shows,
// its dirty state, the shared validator's messages beside the fields, and the reviews list.

// A form of some 70 controls: in jsdom each user-event step takes a few hundred milliseconds on
// a busy machine, so a test of a dozen steps gets more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const fake = setupFakeSupabaseServer({ seed: () => ({ businessFacts: [completeBusinessFacts()] }) });

beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

async function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient('test')}>
      <BusinessTab />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Nome do negócio');
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar' });
const cancelButton = () => screen.getByRole('button', { name: 'Cancelar' });
const unsavedNote = () => screen.queryByText('Alterações não guardadas.');
const reviewGroups = () => screen.getAllByRole('group', { name: /^Avaliação \d+/ });
const legends = () => reviewGroups().map((group) => group.querySelector('legend')?.textContent);

/** The element the field's aria-describedby names that holds `message`. */
function describedMessage(field: HTMLElement, message: string): HTMLElement | undefined {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.textContent === message) ??
    undefined
  );
}

describe('the business facts form: what it starts from', () => {
  it('before the first save it starts from the build’s configuration and says the site shows it', async () => {
    fake.reseed({});
    await renderTab();
    expect(screen.getByTestId('facts-status-note')).toHaveTextContent(
      'Até ao primeiro «Guardar», o site mostra os dados da configuração com que foi publicado',
    );
    expect(screen.getByLabelText('Nome do negócio')).toHaveValue(CONFIGURED_FACTS.name);
    expect(screen.getByLabelText('Número de telefone')).toHaveValue(CONFIGURED_FACTS.phone);
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Versões anteriores (0)')).toBeInTheDocument();
  });

  it('marks every field still holding the build’s placeholder, and refuses to save them, naming them', async () => {
    fake.reseed({});
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderTab();
    const marked = ['Número de WhatsApp', 'Número de telefone', 'E-mail', 'Instagram', 'Facebook', 'YouTube'];
    for (const label of marked) {
      const field = screen.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(
        describedMessage(field, `${label}: ainda tem o valor de exemplo. Escreva o do negócio.`),
        label,
      ).toBeDefined();
    }
    expect(screen.getByLabelText('Nome do negócio')).not.toHaveAttribute('aria-invalid', 'true');

    // the owner changes only the hours and saves: nothing is sent
    await user.click(screen.getByLabelText('Aberto ao sábado'));
    await user.click(saveButton());
    expect(error).toHaveBeenCalledWith('Ainda há dados de exemplo', {
      description:
        'Substitua-os pelos do negócio antes de guardar: Número de WhatsApp, Número de telefone, E-mail, Instagram, Facebook e YouTube.',
    });
    expect(screen.getByLabelText('Número de WhatsApp')).toHaveFocus();
    expect(fake.backend.log.entries).toEqual(['GET business-facts']);

    // a real number takes the mark away at once
    fireEvent.change(screen.getByLabelText('Número de WhatsApp'), { target: { value: '912 345 678' } });
    expect(screen.getByLabelText('Número de WhatsApp')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Número de telefone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the saved facts, the version and where each part goes', async () => {
    await renderTab();
    expect(screen.getByTestId('facts-status-note')).toHaveTextContent(
      /versão 1\)\. O estado da página pública está no topo do painel/,
    );
    expect(screen.getByLabelText('Número de WhatsApp')).toHaveValue('+351912345678');
    expect(screen.getByLabelText('Classificação')).toHaveValue('4,9');
    expect(screen.getByLabelText('Número de avaliações')).toHaveValue('87');
    expect(screen.getByLabelText('Aberto à segunda-feira')).toBeChecked();
    expect(screen.getByLabelText('Abre à segunda-feira')).toHaveValue('09:00');
    expect(screen.getByLabelText('Fecha ao sábado')).toHaveValue('13:00');
    expect(screen.getByLabelText('Aberto ao domingo')).not.toBeChecked();
    expect(screen.queryByLabelText('Abre ao domingo')).toBeNull();
    expect(screen.getByText(/Um campo vazio esconde o ícone dessa rede no site/)).toBeInTheDocument();
    expect(legends()).toEqual(['Avaliação 1 — Ana Silva', 'Avaliação 2 — Rui Lopes']);
  });
});

describe('dirty state', () => {
  it('enables Guardar and Cancelar only with unsaved changes; Cancelar puts the saved values back', async () => {
    const user = userEvent.setup();
    await renderTab();
    expect(saveButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();
    expect(unsavedNote()).toBeNull();

    const name = screen.getByLabelText('Nome do negócio');
    await user.type(name, ' e Arredores');
    await user.click(screen.getByLabelText('Aberto ao domingo'));
    expect(unsavedNote()).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(cancelButton()).toBeEnabled();

    await user.click(cancelButton());
    expect(name).toHaveValue('Estofos Lisboa');
    expect(screen.getByLabelText('Aberto ao domingo')).not.toBeChecked();
    expect(unsavedNote()).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('is clean again when a change is undone by hand, and spaces around a text are no change', async () => {
    const user = userEvent.setup();
    await renderTab();
    const rating = screen.getByLabelText('Classificação');
    await user.clear(rating);
    await user.type(rating, '4.9 ');
    expect(unsavedNote()).toBeNull();
    await user.clear(rating);
    await user.type(rating, '4,7');
    expect(unsavedNote()).toBeInTheDocument();
    await user.clear(rating);
    await user.type(rating, '4,9');
    expect(unsavedNote()).toBeNull();
  });
});

describe('validation before sending', () => {
  it('shows every message of the shared validator beside its field, focuses the first, sends nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderTab();
    const phone = screen.getByLabelText('Número de telefone');
    const instagram = screen.getByLabelText('Instagram');
    const rating = screen.getByLabelText('Classificação');
    await user.clear(phone);
    await user.type(phone, '123');
    await user.clear(instagram);
    await user.type(instagram, 'https://www.example.com/estofos');
    await user.clear(rating);
    await user.type(rating, '6');

    await user.click(saveButton());

    const expected = validateBusinessFacts(
      {
        ...draftToInput(draftFromFacts(completeBusinessFacts())),
        phone: '123',
        social: { ...completeBusinessFacts().social, instagram: 'https://www.example.com/estofos' },
        rating: 6,
      },
      localToday(),
    );
    if (expected.ok) throw new Error('the validator accepted the bad values');
    expect(Object.keys(expected.errors)).toEqual(['phone', 'social.instagram', 'rating']);
    for (const [field, path] of [
      [phone, 'phone'],
      [instagram, 'social.instagram'],
      [rating, 'rating'],
    ] as const) {
      const message = expected.errors[path] ?? '';
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(describedMessage(field, message), path).toBeDefined();
    }
    expect(expected.errors.phone).toMatch(/^Número de telefone: /);
    expect(expected.errors['social.instagram']).toBe(
      'Instagram: deve ser um endereço de Instagram (instagram.com).',
    );
    expect(expected.errors.rating).toBe('Classificação no Google: um número de 1,0 a 5,0.');
    expect(phone).toHaveFocus();
    expect(error).toHaveBeenCalledWith('Há campos por corrigir', {
      description: `3 erros. O primeiro: ${expected.errors.phone}`,
    });
    expect(fake.backend.log.entries).toEqual(['GET business-facts']);

    // correcting a field takes its message away; the others stay until the next attempt
    await user.clear(phone);
    await user.type(phone, '912 345 678');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(instagram).toHaveAttribute('aria-invalid', 'true');
  });

  it('names a day whose closing time is not after its opening time', async () => {
    const user = userEvent.setup();
    await renderTab();
    await user.click(screen.getByLabelText('Aberto ao domingo'));
    const closes = screen.getByLabelText('Fecha ao domingo');
    fireEvent.change(screen.getByLabelText('Abre ao domingo'), { target: { value: '12:00' } });
    fireEvent.change(closes, { target: { value: '10:00' } });
    await user.click(saveButton());
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(
      describedMessage(closes, 'Domingo: a hora de fecho deve ser depois da de abertura.'),
    ).toBeDefined();
    expect(screen.getByLabelText('Abre ao domingo')).toHaveFocus();
  });
});

describe('the reviews', () => {
  it('adds an empty review at the end, with the focus on its name', async () => {
    const user = userEvent.setup();
    await renderTab();
    await user.click(screen.getByRole('button', { name: 'Adicionar avaliação' }));
    expect(legends()).toEqual(['Avaliação 1 — Ana Silva', 'Avaliação 2 — Rui Lopes', 'Avaliação 3']);
    const added = reviewGroups()[2] as HTMLElement;
    expect(within(added).getByLabelText('Nome')).toHaveFocus();
    expect(within(added).getByLabelText('Estrelas')).toHaveValue('5');
    expect(within(added).getByLabelText('Data')).toHaveValue(localToday());
    expect(unsavedNote()).toBeInTheDocument();

    // saving it empty: its own fields are named, by the review's position
    await user.click(saveButton());
    expect(within(added).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(within(added).getByText('Avaliação 3, nome: campo obrigatório.')).toBeInTheDocument();
    expect(within(added).getByText('Avaliação 3, texto: campo obrigatório.')).toBeInTheDocument();
    expect(within(added).getByLabelText('Nome')).toHaveFocus();
  });

  it('moves a review up and down with buttons that name it, keeping the focus on the list', async () => {
    const user = userEvent.setup();
    await renderTab();
    expect(screen.getByRole('button', { name: 'Subir a avaliação 1 (Ana Silva)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descer a avaliação 2 (Rui Lopes)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Subir a avaliação 2 (Rui Lopes)' }));
    expect(legends()).toEqual(['Avaliação 1 — Rui Lopes', 'Avaliação 2 — Ana Silva']);
    // now first, its Subir is disabled: the focus moved to its Descer
    expect(screen.getByRole('button', { name: 'Descer a avaliação 1 (Rui Lopes)' })).toHaveFocus();
    expect(unsavedNote()).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(legends()).toEqual(['Avaliação 1 — Ana Silva', 'Avaliação 2 — Rui Lopes']);
    expect(screen.getByRole('button', { name: 'Subir a avaliação 2 (Rui Lopes)' })).toHaveFocus();
    expect(unsavedNote()).toBeNull();
  });

  it('removes a review; the focus goes to the next one’s Remover', async () => {
    const user = userEvent.setup();
    await renderTab();
    await user.click(screen.getByRole('button', { name: 'Remover a avaliação 1 (Ana Silva)' }));
    expect(legends()).toEqual(['Avaliação 1 — Rui Lopes']);
    expect(screen.getByRole('button', { name: 'Remover a avaliação 1 (Rui Lopes)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remover a avaliação 1 (Rui Lopes)' }));
    expect(screen.queryAllByRole('group', { name: /^Avaliação/ })).toEqual([]);
    expect(screen.getByText('Ainda não há avaliações.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar avaliação' })).toHaveFocus();
  });

  it('stops at 6 reviews and says why', async () => {
    const review = completeBusinessFacts().reviews[0]!;
    const five = Array.from({ length: 5 }, (_, index) => ({ ...review, author: `Cliente ${index + 1}` }));
    fake.reseed({ businessFacts: [completeBusinessFacts({ reviews: five })] });
    const user = userEvent.setup();
    await renderTab();
    const add = screen.getByRole('button', { name: 'Adicionar avaliação' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(reviewGroups()).toHaveLength(6);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'Já tem 6 avaliações, o máximo: remova uma para poder adicionar outra.',
    );
    await user.click(screen.getByRole('button', { name: 'Remover a avaliação 6' }));
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
  });
});
