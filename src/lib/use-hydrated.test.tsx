import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  return <p>{useHydrated() ? 'client' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('hydrates as the server rendered, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('client');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('is true at once in a render from scratch', () => {
    render(<Probe />);
    expect(screen.getByText('client')).toBeInTheDocument();
  });
});
