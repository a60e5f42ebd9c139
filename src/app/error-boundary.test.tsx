import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a secção falhou');
}

it('shows the error screen with the message when the page outside the router throws', () => {
  // React and the boundary report the caught error on the console; keep the output clean.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );

  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('a secção falhou')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  expect(logged).toHaveBeenCalled();
});

it('renders its children when nothing throws', () => {
  render(
    <ErrorBoundary>
      <p>Tudo bem</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText('Tudo bem')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
});
