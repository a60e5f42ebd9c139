import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { resetPublishedContent, saveFacts, signInAsAdmin, standInService } from '#src/testing/stand-in.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import {
  renderBusinessTab,
  replaceField,
  saveButton,
  unsavedNote,
} from '#src/features/admin/testing/business-tab.tsx';

// Saving and restoring the business facts from the business tab, against the stand-in and the
// real business-facts function: what is stored is what the database holds afterwards.

// A form of some 70 controls: in jsdom each user-event step takes a few hundred milliseconds on
// a busy machine, so a test of a dozen steps gets more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let session: string;
beforeAll(async () => {
  session = await signInAsAdmin();
});
beforeEach(async () => {
  await resetPublishedContent();
  await saveFacts(completeBusinessFacts({ name: 'Nome antigo' })); // version 1
  await saveFacts(completeBusinessFacts()); // version 2, current
  sessionStore.setToken(session);
});
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
  vi.restoreAllMocks();
});

/** The business facts' current row as the database holds it. */
async function storedFacts() {
  const { data, error } = await standInService()
    .from('owner_documents')
    .select('version, facts:content')
    .eq('document', 'business-facts')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

describe('Guardar', () => {
  it('sends the facts as the validator normalizes them, says so, and shows the saved values', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    await renderBusinessTab();
    await replaceField(user, 'Número de telefone', '913 456 789');
    await replaceField(user, 'Instagram', '  https://instagram.com/novo  ');
    await replaceField(user, 'Classificação', '4.7');
    await replaceField(user, 'Número de avaliações', '40');
    await user.click(saveButton());

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Dados do negócio guardados', {
        description: 'Versão 3. Quem tem o site aberto já a vê; a página pública atualiza-se a seguir.',
      }),
    );
    expect(await storedFacts()).toEqual({
      version: 3,
      facts: completeBusinessFacts({
        phone: '+351913456789',
        social: { ...completeBusinessFacts().social, instagram: 'https://instagram.com/novo' },
        rating: 4.7,
        reviewCount: 40,
      }),
    });
    expect(screen.getByLabelText('Número de telefone')).toHaveValue('+351913456789');
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://instagram.com/novo');
    expect(screen.getByLabelText('Classificação')).toHaveValue('4,7');
    expect(unsavedNote()).toBeNull();
    expect(saveButton()).toBeDisabled();
    // the facts reloaded after the save: the history has the new version
    await waitFor(() => expect(screen.getByText('Versões anteriores (3)')).toBeInTheDocument());
    expect(screen.getByTestId('facts-status-note')).toHaveTextContent('(versão 3)');
  });
});

describe('Versões anteriores', () => {
  it('restores a version after confirmation: saved again as a new version, shown in the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    await renderBusinessTab();
    expect(screen.getByText('Versões anteriores (2)')).toBeInTheDocument();
    expect(screen.getAllByText('Atual')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Restaurar a versão 2/ })).toBeNull();
    await replaceField(user, 'Código postal', '2800-001'); // unsaved edits, which restoring replaces

    await user.click(screen.getByRole('button', { name: /^Restaurar a versão 1, de \d\d\/\d\d\/\d{4}/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restaurar a versão 1?' });
    expect(dialog).toHaveTextContent('Ficam guardados como uma versão nova');
    expect(dialog).toHaveTextContent('As alterações não guardadas do formulário perdem-se.');
    expect((await storedFacts()).version).toBe(2); // nothing sent before the confirmation
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Versão restaurada', {
        description:
          'Os dados do negócio da versão 1 foram guardados de novo como versão 3; a página pública atualiza-se a seguir.',
      }),
    );
    expect(await storedFacts()).toMatchObject({ version: 3, facts: { name: 'Nome antigo' } });
    expect(screen.getByLabelText('Nome do negócio')).toHaveValue('Nome antigo');
    expect(screen.getByLabelText('Código postal')).toHaveValue('1200-195');
    expect(unsavedNote()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByText('Versões anteriores (3)')).toBeInTheDocument());
  });
});
