import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import type { ContentHistory } from '#src/features/admin/api/document-contents.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { TextsTab } from './texts-tab.tsx';

// The "Textos" form against a page-texts function that answers fixed data (msw): what it sends,
// what it refuses before sending, and how lists are edited. The function's own checks, storage and
// restores are tested against the real function (tests/integration/functions-page-texts.test.ts).

vi.setConfig({ testTimeout: 30_000 });

const FUNCTION_URL = '*/functions/v1/page-texts';
const CURRENT = {
  locale: 'pt-PT' as const,
  version: 2,
  texts: BUILT_IN_PAGE_TEXTS['pt-PT'],
  updatedAt: '2026-11-20T10:00:00Z',
};
const HISTORY: ContentHistory<'page-texts'> = {
  published: true,
  current: CURRENT,
  versions: [
    { version: 2, createdAt: '2026-11-20T10:00:00Z', texts: BUILT_IN_PAGE_TEXTS['pt-PT'] },
    { version: 1, createdAt: '2026-11-10T10:00:00Z', texts: BUILT_IN_PAGE_TEXTS['pt-PT'] },
  ],
};

/** The English texts saved (null: none yet) and whether their page is published, per test. */
let english: { current: typeof CURRENT | null; published: boolean } = { current: null, published: false };

const posted: unknown[] = [];
const server = setupServer(
  http.get(FUNCTION_URL, ({ request }) => {
    if (new URL(request.url).searchParams.get('locale') !== 'en-GB') {
      return HttpResponse.json({ success: true, ...HISTORY });
    }
    const { current, published } = english;
    const versions = current ? [{ version: 1, createdAt: current.updatedAt, texts: current.texts }] : [];
    return HttpResponse.json({ success: true, published, current, versions });
  }),
  http.post(FUNCTION_URL, async ({ request }) => {
    const body = (await request.json()) as { texts: PageTexts; action?: string; published?: boolean };
    posted.push(body);
    if (body.action === 'publish') {
      english = { ...english, published: body.published === true };
      return HttpResponse.json({ success: true, locale: 'en-GB', published: body.published });
    }
    return HttpResponse.json({ success: true, current: { ...CURRENT, version: 3, texts: body.texts } });
  }),
  http.get('*/functions/v1/business-facts', () =>
    HttpResponse.json({ success: true, current: null, versions: [] }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  posted.length = 0;
  english = { current: null, published: false };
  sessionStore.setToken('sessao-de-teste');
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient('test')}>
      <TextsTab />
    </QueryClientProvider>,
  );
  await screen.findByText('Perguntas Frequentes', { selector: 'summary' });
}

/** Opens a section of the form by its name, as the owner taps it. */
async function openSection(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByText(name, { selector: 'summary' }));
  return screen.getByText(name, { selector: 'summary' }).closest('details')!;
}

/** Guardar, looked up among buttons only: a role query over the whole form costs seconds on a busy machine. */
const saveButton = () => screen.getByText('Guardar', { selector: 'button' });

const faqItem = (section: HTMLElement, n: number) =>
  within(section).getByText(`Pergunta ${n}`, { selector: 'p' }).closest('li')!;

describe('the Textos form', () => {
  it('starts from the saved texts, and sends a changed FAQ answer and service bullet', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    await renderTab();
    const faq = await openSection(user, 'Perguntas Frequentes');
    const answer = within(faqItem(faq, 2)).getByLabelText('Resposta');
    expect(answer).toHaveValue(BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items[1]!.answer);
    await user.clear(answer);
    await user.paste('Depende do sofá.\nEnvie fotos pelo WhatsApp.');
    expect(screen.getByText('Alterações não guardadas.')).toBeInTheDocument();

    const services = await openSection(user, 'Serviços');
    const firstService = within(services).getByText('Serviço 1', { selector: 'p' }).closest('li')!;
    const bullet = within(firstService).getByText('Ponto 3', { selector: 'p' }).closest('li')!;
    await user.clear(within(bullet).getByLabelText('Ponto'));
    await user.paste('Tecido, pele e veludo');

    await user.click(saveButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    const sent = (posted[0] as { texts: PageTexts }).texts;
    expect(sent.faq.items[1]!.answer).toBe('Depende do sofá.\nEnvie fotos pelo WhatsApp.');
    expect(sent.services.services[0]!.features[2]).toBe('Tecido, pele e veludo');
    expect(sent.hero).toEqual(BUILT_IN_PAGE_TEXTS['pt-PT'].hero);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Textos guardados', expect.anything()));
    expect(screen.queryByText('Alterações não guardadas.')).toBeNull();
  });

  it('refuses an emptied question before sending, naming it beside the field and moving the focus there', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    await renderTab();
    const faq = await openSection(user, 'Perguntas Frequentes');
    const question = within(faqItem(faq, 1)).getByLabelText('Pergunta');
    await user.clear(question);
    // close the section: saving opens it again to show the field
    await user.click(screen.getByText('Perguntas Frequentes', { selector: 'summary' }));
    await user.click(saveButton());

    const message = 'Perguntas Frequentes › Pergunta 1 › Pergunta: não pode ficar em branco.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(faq).toHaveAttribute('open');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveFocus();
    expect(error).toHaveBeenCalledWith('Há textos por corrigir', { description: message });
    expect(posted).toEqual([]);
  });

  it('counts the characters of a field against its limit', async () => {
    const user = userEvent.setup();
    await renderTab();
    const faq = await openSection(user, 'Perguntas Frequentes');
    const question = within(faqItem(faq, 1)).getByLabelText('Pergunta');
    await user.clear(question);
    await user.paste('Sofá? 🛋️');
    expect(within(faqItem(faq, 1)).getByText('7 de 100 caracteres')).toBeInTheDocument();
  });

  it('adds, moves and removes FAQ items within their bounds', async () => {
    const user = userEvent.setup();
    await renderTab();
    const faq = await openSection(user, 'Perguntas Frequentes');
    await user.click(within(faq).getByRole('button', { name: 'Adicionar pergunta' }));
    const added = faqItem(faq, 6);
    expect(within(added).getByLabelText('Pergunta')).toHaveFocus();
    await user.paste('Trabalham ao sábado?');
    await user.click(within(added).getByLabelText('Resposta'));
    await user.paste('Sim, de manhã.');

    await user.click(within(faq).getByRole('button', { name: 'Subir: Pergunta 6' }));
    expect(within(faqItem(faq, 5)).getByLabelText('Pergunta')).toHaveValue('Trabalham ao sábado?');
    expect(within(faq).getByRole('button', { name: 'Subir: Pergunta 5' })).toHaveFocus();

    await user.click(within(faq).getByRole('button', { name: 'Remover: Pergunta 1' }));
    await user.click(saveButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    const items = (posted[0] as { texts: PageTexts }).texts.faq.items;
    expect(items.map((item) => item.question)).toEqual([
      ...BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items.slice(1, 4).map((item) => item.question),
      'Trabalham ao sábado?',
      BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items[4]!.question,
    ]);
  });

  it('keeps the four services as four: no adding, removing or moving them', async () => {
    const user = userEvent.setup();
    await renderTab();
    const services = await openSection(user, 'Serviços');
    expect(within(services).queryByRole('button', { name: 'Adicionar serviço' })).toBeNull();
    expect(within(services).queryByRole('button', { name: /^Remover: Serviço \d$/ })).toBeNull();
    expect(within(services).getAllByRole('button', { name: /^Remover: Ponto/ }).length).toBeGreaterThan(0);
  });

  it("shows each language's texts: English starts from the built-in English copy and saves as English", async () => {
    const user = userEvent.setup();
    await renderTab();
    expect(screen.getByRole('radio', { name: 'Português' })).toBeChecked();
    expect(screen.queryByRole('switch')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    const seo = await openSection(user, 'Resultados do Google e partilhas');
    const title = within(seo).getByLabelText('Título da página (o nome do negócio é acrescentado no fim)');
    expect(title).toHaveValue(BUILT_IN_PAGE_TEXTS['en-GB'].metadata.title);
    expect(screen.getByRole('switch', { name: 'Publicar a página em inglês' })).not.toBeChecked();
    await user.clear(title);
    await user.paste('Sofa cleaning in Lisbon');
    // the other language waits while this one has unsaved changes
    expect(screen.getByRole('radio', { name: 'Português' })).toBeDisabled();
    await user.click(saveButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      locale: 'en-GB',
      texts: { metadata: { title: 'Sofa cleaning in Lisbon' } },
    });
  });

  it('publishes the English page only once every English text is saved, saying what is missing', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    await renderTab();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    const toggle = await screen.findByRole('switch', { name: 'Publicar a página em inglês' });

    await user.click(toggle);
    expect(toggle).toHaveAccessibleDescription(/escreva e guarde primeiro os seus textos/);
    expect(posted).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    cleanup();

    // saved, but a text missing (saved before a field existed): named, nothing sent
    const { hero: _hero, ...withoutHero } = BUILT_IN_PAGE_TEXTS['en-GB'];
    english = {
      current: { ...CURRENT, locale: 'en-GB' as never, texts: withoutHero as PageTexts },
      published: false,
    };
    await renderTab();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(await screen.findByRole('switch', { name: 'Publicar a página em inglês' }));
    expect(screen.getByRole('switch')).toHaveAccessibleDescription(
      /faltam textos: Topo da página: em falta\./,
    );
    expect(posted).toEqual([]);
    cleanup();

    // every text written: asked of the function, and told
    english = { current: { ...CURRENT, texts: BUILT_IN_PAGE_TEXTS['en-GB'] }, published: false };
    await renderTab();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(await screen.findByRole('switch', { name: 'Publicar a página em inglês' }));
    await waitFor(() => expect(posted).toEqual([{ action: 'publish', locale: 'en-GB', published: true }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Página em inglês publicada', expect.anything()),
    );
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  });

  it('shows the title as Google will, with the business name, against 60 characters', async () => {
    const user = userEvent.setup();
    await renderTab();
    const seo = await openSection(user, 'Resultados do Google e partilhas');
    // looked up in its section: a label searched across the whole form (every section's fields)
    // costs seconds on a busy machine
    const title = within(seo).getByLabelText('Título da página (o nome do negócio é acrescentado no fim)');
    await user.clear(title);
    await user.paste('Limpeza e impermeabilização de estofos, colchões e tapetes');
    expect(within(seo).getByText(/Com mais de 60 caracteres o título aparece cortado/)).toBeInTheDocument();
  });
});
