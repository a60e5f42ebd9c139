import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '#src/lib/live-connection.ts';

const status = vi.hoisted(() => ({ current: 'live' as LiveStatus, listeners: new Set<() => void>() }));
vi.mock('#src/lib/use-live-status.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useLiveStatus: () =>
      useSyncExternalStore(
        (listener: () => void) => {
          status.listeners.add(listener);
          return () => status.listeners.delete(listener);
        },
        () => status.current,
      ),
  };
});

const { LiveUpdatesNotice } = await import('./live-updates-notice.tsx');

function set(next: LiveStatus) {
  act(() => {
    status.current = next;
    status.listeners.forEach((listener) => listener());
  });
}

describe('LiveUpdatesNotice', () => {
  it('says live updates are paused only while they are, in a polite live region', () => {
    render(<LiveUpdatesNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    set('paused');
    expect(region).toHaveTextContent('Atualizações em tempo real em pausa');
    expect(region).toHaveTextContent('A ligação é retomada automaticamente.');

    set('connecting');
    expect(region).toBeEmptyDOMElement();
  });
});
