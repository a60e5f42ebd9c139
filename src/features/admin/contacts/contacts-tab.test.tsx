import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactStats } from '#portable/contact-stats.ts';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { ContactsTab } from './contacts-tab.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

// The Contactos tab against a fake contact-stats function (msw): its states and its figures.

const fake = setupFakeSupabaseServer();
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => sessionStore.clear());

// today split between the Portuguese and the English page
const STATS: ContactStats = {
  today: '2026-11-27',
  visits: [
    { day: '2026-11-27', locale: 'pt-PT', visits: 8, visitors: 7, visitorsWhoTapped: 1, estimatedVisits: 0 },
    { day: '2026-11-27', locale: 'en-GB', visits: 4, visitors: 3, visitorsWhoTapped: 1, estimatedVisits: 0 },
    { day: '2026-11-24', locale: 'pt-PT', visits: 5, visitors: 5, visitorsWhoTapped: 1, estimatedVisits: 0 },
  ],
  taps: [
    { day: '2026-11-27', locale: 'pt-PT', section: 'services', channel: 'whatsapp', taps: 1 },
    { day: '2026-11-27', locale: 'en-GB', section: 'services', channel: 'whatsapp', taps: 1 },
    { day: '2026-11-27', locale: 'en-GB', section: 'hero', channel: 'call', taps: 1 },
    { day: '2026-11-24', locale: 'pt-PT', section: 'faq', channel: 'whatsapp', taps: 3 },
  ],
};

function answerWith(stats: ContactStats | null, status = 200) {
  let calls = 0;
  fake.server.use(
    http.get('*/functions/v1/contact-stats', ({ request }) => {
      calls += 1;
      expect(request.headers.get('x-session-token')).toBe('sessao-de-teste');
      return stats
        ? HttpResponse.json({ success: true, ...stats }, { status })
        : HttpResponse.json({ success: false, error: 'Erro ao aceder aos dados.' }, { status });
    }),
  );
  return { calls: () => calls };
}

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient('test')}>
      <ContactsTab />
    </QueryClientProvider>,
  );
}

/** The cells of a table row, by the row's header. */
function rowCells(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('ContactsTab', () => {
  it('shows that it is loading, then today, the last 7 and the last 30 days', async () => {
    answerWith(STATS);
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent('A carregar os contactos…');

    const summary = await screen.findByRole('table', { name: /Resumo/ });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Medida', 'Hoje', 'Últimos 7 dias', 'Últimos 30 dias']);
    expect(rowCells(summary, 'Visitantes')).toEqual(['10', '15', '15']);
    expect(rowCells(summary, 'Toques no WhatsApp')).toEqual(['2', '5', '5']);
    expect(rowCells(summary, 'Chamadas')).toEqual(['1', '1', '1']);
    expect(rowCells(summary, 'Visitantes que contactaram')).toEqual(['20%', '20%', '20%']);
  });

  it('splits the last 30 days by the language of the page, each language under its own name', async () => {
    answerWith(STATS);
    renderTab();
    const table = await screen.findByRole('table', {
      name: 'Visitas e contactos por língua: Últimos 30 dias',
    });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Medida', 'Português', 'English']);
    // a screen reader says each name in its own language
    expect(headers.map((cell) => cell.getAttribute('lang'))).toEqual([null, 'pt-PT', 'en']);
    expect(rowCells(table, 'Visitantes')).toEqual(['12', '3']);
    expect(rowCells(table, 'Visitas')).toEqual(['13', '4']);
    expect(rowCells(table, 'Toques no WhatsApp')).toEqual(['4', '1']);
    expect(rowCells(table, 'Chamadas')).toEqual(['0', '1']);
    expect(rowCells(table, 'Visitantes que contactaram')).toEqual(['17%', '33%']);
    // the summary stays the total of both
    const summary = screen.getByRole('table', { name: /Resumo/ });
    expect(rowCells(summary, 'Visitantes')).toEqual(['10', '15', '15']);
    expect(rowCells(summary, 'Visitas')).toEqual(['12', '17', '17']);
  });

  it('shows a language without counts as zeros', async () => {
    answerWith({
      ...STATS,
      visits: STATS.visits.filter((row) => row.locale === 'pt-PT'),
      taps: STATS.taps.filter((row) => row.locale === 'pt-PT'),
    });
    renderTab();
    const table = await screen.findByRole('table', { name: /por língua/ });
    expect(rowCells(table, 'Visitantes')).toEqual(['12', '0']);
    expect(rowCells(table, 'Toques no WhatsApp')).toEqual(['4', '0']);
    expect(rowCells(table, 'Visitantes que contactaram')).toEqual(['17%', '—']);
  });

  it('draws the last 30 days and says the same in text', async () => {
    answerWith(STATS);
    renderTab();
    const chart = await screen.findByRole('img', { name: /Últimos 30 dias: 5 WhatsApp, 1 chamada/ });
    expect(chart.querySelectorAll('g')).toHaveLength(30);
    const daily = screen.getByRole('table', { name: /cada um dos últimos 30 dias/, hidden: true });
    expect(rowCells(daily, 'sexta, 27/11')).toEqual(['2', '1']);
    expect(rowCells(daily, 'terça, 24/11')).toEqual(['3', '0']);
  });

  it('lists the taps by section for the chosen period', async () => {
    const user = userEvent.setup();
    answerWith(STATS);
    renderTab();
    const table = await screen.findByRole('table', { name: /por secção do site: Últimos 7 dias/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Cabeçalho (Contactar)',
      'Topo da página',
      'Serviços',
      'Antes e Depois',
      'Impermeabilização',
      'Porque Nós?',
      'FAQ',
      'Rodapé',
      'Total',
    ]);
    expect(rowCells(table, 'FAQ')).toEqual(['3', '0']);

    await user.selectOptions(screen.getByLabelText('Período'), 'Hoje');
    const today = screen.getByRole('table', { name: /por secção do site: Hoje/ });
    expect(rowCells(today, 'Serviços')).toEqual(['2', '0']);
    expect(rowCells(today, 'Topo da página')).toEqual(['0', '1']);
    expect(rowCells(today, 'FAQ')).toEqual(['0', '0']);
    expect(rowCells(today, 'Total')).toEqual(['2', '1']);
  });

  it('says when no contact was counted yet, and still shows the visits', async () => {
    answerWith({ ...STATS, taps: [] });
    renderTab();
    expect(await screen.findByText('Ainda sem contactos registados')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(rowCells(screen.getByRole('table', { name: /Resumo/ }), 'Visitas')).toEqual(['12', '17', '17']);
  });

  it('says when some visits were estimated from a sample', async () => {
    answerWith(STATS);
    renderTab();
    await screen.findByRole('table', { name: /Resumo/ });
    expect(screen.queryByText(/estimada por amostragem/)).not.toBeInTheDocument();
    cleanup();

    const [today, ...earlier] = STATS.visits;
    answerWith({ ...STATS, visits: [{ ...today!, visits: 20_010, estimatedVisits: 10 }, ...earlier] });
    renderTab();
    expect(await screen.findByText(/estimada por amostragem/)).toBeInTheDocument();
  });

  it('says when the numbers cannot be read, and reads them again on request', async () => {
    const user = userEvent.setup();
    const failing = answerWith(null, 500);
    renderTab();
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar os contactos.');
    const before = failing.calls();

    answerWith(STATS);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: /Resumo/ })).toBeInTheDocument();
    expect(before).toBeGreaterThan(0);
  });
});
