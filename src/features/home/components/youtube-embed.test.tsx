import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubIdleAndMotion } from '#src/features/home/testing/browser-stubs.ts';
import { YouTubeEmbed } from './youtube-embed.tsx';

const { runIdleTasks, setReducedMotion } = stubIdleAndMotion();

function embed(videoId: string | null) {
  return (
    <YouTubeEmbed
      videoId={videoId}
      title="Vídeo de teste"
      playLabel="Reproduzir o vídeo"
      poster={<img src="/poster.jpg" alt="Capa do vídeo" />}
    />
  );
}

/** The player's own part of the element (its shadow root), as a queryable container. */
function playerOf(container: HTMLElement): HTMLElement {
  const root = container.querySelector('youtube-player')?.shadowRoot;
  if (!root) throw new Error('no <youtube-player> with a shadow root');
  return root as unknown as HTMLElement;
}

describe('<YouTubeEmbed> without a video', () => {
  it('shows the poster only, even once the page is idle: no player, no play button', () => {
    const { container } = render(embed(null));
    runIdleTasks();
    expect(screen.getByAltText('Capa do vídeo')).toBeInTheDocument();
    expect(playerOf(container).querySelector('iframe')).toBeNull();
    expect(within(playerOf(container)).queryByRole('button')).toBeNull();
  });

  it('offers no play button to visitors who prefer reduced motion either', () => {
    setReducedMotion(true);
    const { container } = render(embed(null));
    runIdleTasks();
    expect(playerOf(container).querySelector('iframe')).toBeNull();
    expect(within(playerOf(container)).queryByRole('button')).toBeNull();
  });
});

describe('<YouTubeEmbed> with a video', () => {
  it('attaches the muted player over the poster once the page is idle', () => {
    const { container } = render(embed('dQw4w9WgXcQ'));
    expect(playerOf(container).querySelector('iframe')).toBeNull();
    runIdleTasks();
    const frame = within(playerOf(container)).getByTitle('Vídeo de teste');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(frame.getAttribute('src')).toMatch(/mute=1/);
    expect(screen.getByAltText('Capa do vídeo')).toBeInTheDocument();
  });

  it('waits for the play button when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    const { container } = render(embed('dQw4w9WgXcQ'));
    runIdleTasks();
    expect(playerOf(container).querySelector('iframe')).toBeNull();
    await userEvent.click(within(playerOf(container)).getByRole('button', { name: 'Reproduzir o vídeo' }));
    expect(within(playerOf(container)).getByTitle('Vídeo de teste')).toBeInTheDocument();
    expect(within(playerOf(container)).queryByRole('button')).toBeNull();
  });

  it('plays the new video when the id changes, and removes the player when it is cleared', () => {
    const { container, rerender } = render(embed('dQw4w9WgXcQ'));
    runIdleTasks();
    rerender(embed('aqz-KE-bpKQ'));
    expect(playerOf(container).querySelector('iframe')?.getAttribute('src')).toMatch(/embed\/aqz-KE-bpKQ\?/);
    rerender(embed(null));
    expect(playerOf(container).querySelector('iframe')).toBeNull();
    expect(screen.getByAltText('Capa do vídeo')).toBeInTheDocument();
  });
});
