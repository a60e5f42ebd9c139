import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a secção falhou');
}

it('shows the title and the message of an error thrown while rendering a route', async () => {
  // React and the router report the caught error on the console; keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);

  render(<RouterProvider router={router} />);

  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('a secção falhou')).toBeInTheDocument();
});

it('shows status and text of a route error response', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
      element: <p>nunca</p>,
      errorElement: <ErrorScreen />,
    },
  ]);

  render(<RouterProvider router={router} />);

  expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
});
