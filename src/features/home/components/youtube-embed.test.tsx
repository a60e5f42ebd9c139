import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YouTubeEmbed } from './youtube-embed.tsx';

let reducedMotion = false;
let runIdleTasks: () => void = () => {};

beforeEach(() => {
  reducedMotion = false;
  // The player waits for the browser to be idle; the test says when it is.
  const pending: Array<() => void> = [];
  runIdleTasks = () => act(() => pending.splice(0).forEach((task) => task()));
  vi.stubGlobal('requestIdleCallback', (task: () => void) => pending.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup(); // unmounting cancels the idle callback: before the stubs go
  vi.unstubAllGlobals();
});

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
    reducedMotion = true;
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
    reducedMotion = true;
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
