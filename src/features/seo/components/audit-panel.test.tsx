import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PageNotPublishedError } from '#src/features/seo/runner/page-not-published.ts';
import { runAudit } from '#src/features/seo/runner/run-audit.ts';
import { AuditPanel } from './audit-panel.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

// the real run needs a browser frame; here only what the panel asks of it matters
vi.mock('#src/features/seo/runner/run-audit.ts', () => ({
  AUDIT_STEP_LABELS: { load: 'A carregar a página…', vitals: '', checks: '', accessibility: '' },
  runAudit: vi.fn(),
}));

afterEach(() => {
  vi.mocked(runAudit).mockReset();
});

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient('test')}>
      <AuditPanel />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Página a auditar' });
}

it('offers one page per language of the site, the Portuguese one first and chosen', () => {
  const choice = renderPanel();
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Português (/)', 'English (/en/)']);
  expect(options.map((option) => option.getAttribute('lang'))).toEqual(['pt-PT', 'en']);
  expect(choice).toHaveValue('/');
});

it('audits the page chosen, and holds the choice while the run lasts', async () => {
  vi.mocked(runAudit).mockReturnValue(new Promise(() => {}));
  const user = userEvent.setup();
  const choice = renderPanel();
  await user.selectOptions(choice, 'English (/en/)');
  await user.click(screen.getByRole('button', { name: 'Executar auditoria' }));

  expect(runAudit).toHaveBeenCalledWith(expect.any(Function), '/en/');
  expect(await screen.findByRole('button', { name: 'A auditar…' })).toBeDisabled();
  expect(choice).toBeDisabled();
});

it('says plainly that the English page is not published, not that the audit failed', async () => {
  const error = new PageNotPublishedError('https://estofos.example.pt/en/');
  vi.mocked(runAudit).mockRejectedValue(error);
  const user = userEvent.setup();
  await user.selectOptions(renderPanel(), '/en/');
  await user.click(screen.getByRole('button', { name: 'Executar auditoria' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^A página em inglês não está publicada: /);
  expect(alert).not.toHaveTextContent('A auditoria falhou');
});

it('still reports any other error as a failed audit', async () => {
  vi.mocked(runAudit).mockRejectedValue(new Error('A página não carregou em 30 s.'));
  const user = userEvent.setup();
  renderPanel();
  await user.click(screen.getByRole('button', { name: 'Executar auditoria' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A auditoria falhou: A página não carregou em 30 s.',
  );
});
