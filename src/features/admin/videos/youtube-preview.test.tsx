import { render, screen } from '@testing-library/react';
import { YouTubePreview } from './youtube-preview.tsx';
import { youTubePreviewUrl } from './youtube-preview-url.ts';

describe('youTubePreviewUrl', () => {
  it('turns every accepted form into the privacy-enhanced embed address', () => {
    for (const input of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://www.youtube.com/embed/dQw4w9WgXcQ  ',
    ]) {
      expect(youTubePreviewUrl(input)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
  });

  it('has no preview for anything else', () => {
    for (const input of [
      '',
      'dQw4w9WgXc',
      'https://vimeo.com/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'javascript:alert(1)',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(youTubePreviewUrl(input)).toBeNull();
    }
  });
});

describe('<YouTubePreview>', () => {
  it('shows the player for a valid URL, named after the video', () => {
    render(
      <YouTubePreview input="https://youtu.be/dQw4w9WgXcQ" title="Vídeo principal" emptyText="Sem vídeo." />,
    );
    const frame = screen.getByTitle('Pré-visualização: Vídeo principal');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('shows a message and no frame for an invalid URL', () => {
    const { container } = render(
      <YouTubePreview input="não é um vídeo" title="Vídeo principal" emptyText="Sem vídeo." />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Sem pré-visualização/)).toBeInTheDocument();
  });

  it('shows what the site shows instead, and no frame, when no video is set', () => {
    const { container } = render(
      <YouTubePreview input="  " title="Vídeo principal" emptyText="Nenhum vídeo definido." />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Nenhum vídeo definido.')).toBeInTheDocument();
    expect(screen.queryByText(/Sem pré-visualização/)).toBeNull();
  });
});
