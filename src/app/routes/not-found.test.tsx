import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { notFoundTitle } from '#src/content/not-found-metadata.ts';
import { NotFoundPage } from './not-found.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Página inicial</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('says the page was not found and links home', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/nao-existe');

  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
});

it('logs the bad path to the console', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/servicos/nao-existe');

  expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/servicos/nao-existe');
});

it('has the title of dist/404.html', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/nao-existe');

  await waitFor(() => expect(document.title).toBe(notFoundTitle(CONFIGURED_FACTS.name)));
  expect(document.title).toMatch(/^Página não encontrada · Page not found \| \S/);
});

it('speaks both languages, with a way to the home page of each language the 404 page lists', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-published-languages', 'pt-PT en-GB');
  document.body.append(root);
  try {
    renderAt('/en/nao-existe');
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toHaveAttribute(
      'lang',
      'en',
    );
    const english = screen.getByRole('link', { name: 'Back to the home page' });
    expect(english).toHaveAttribute('href', '/en/');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  } finally {
    root.remove();
  }
});

it('offers no way to a language not published', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/nao-existe');
  expect(screen.queryByRole('link', { name: 'Back to the home page' })).toBeNull();
});
