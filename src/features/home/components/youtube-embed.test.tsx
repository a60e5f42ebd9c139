import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubIdleAndMotion } from '../testing/browser-stubs.ts';
import { YouTubeEmbed } from './youtube-embed.tsx';

const { runIdleTasks, setReducedMotion } = stubIdleAndMotion();

function renderEmbed(videoId: string | null) {
  return render(
    <YouTubeEmbed
      videoId={videoId}
      title="Vídeo de teste"
      playLabel="Reproduzir o vídeo"
      poster={<img src="/poster.jpg" alt="Capa do vídeo" />}
    />,
  );
}

describe('<YouTubeEmbed> without a video', () => {
  it('shows the poster only, even once the page is idle: no player, no play button', () => {
    const { container } = renderEmbed(null);
    runIdleTasks();
    expect(screen.getByAltText('Capa do vídeo')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no play button to visitors who prefer reduced motion either', () => {
    setReducedMotion(true);
    const { container } = renderEmbed(null);
    runIdleTasks();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('<YouTubeEmbed> with a video', () => {
  it('attaches the muted player over the poster once the page is idle', () => {
    renderEmbed('dQw4w9WgXcQ');
    expect(screen.queryByTitle('Vídeo de teste')).toBeNull();
    runIdleTasks();
    expect(screen.getByTitle('Vídeo de teste').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(screen.getByAltText('Capa do vídeo')).toBeInTheDocument();
  });

  it('waits for the play button when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    renderEmbed('dQw4w9WgXcQ');
    runIdleTasks();
    expect(screen.queryByTitle('Vídeo de teste')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reproduzir o vídeo' }));
    expect(screen.getByTitle('Vídeo de teste')).toBeInTheDocument();
  });

  it('removes the player when the video is cleared while the page is open', () => {
    const { container, rerender } = renderEmbed('dQw4w9WgXcQ');
    runIdleTasks();
    expect(container.querySelector('iframe')).not.toBeNull();
    rerender(
      <YouTubeEmbed
        videoId={null}
        title="Vídeo de teste"
        playLabel="Reproduzir o vídeo"
        poster={<img src="/poster.jpg" alt="Capa do vídeo" />}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByAltText('Capa do vídeo')).toBeInTheDocument();
  });
});
