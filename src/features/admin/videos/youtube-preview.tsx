import { youTubePreviewUrl } from './youtube-preview-url.ts';

interface YouTubePreviewProps {
  input: string;
  title: string;
  /** Shown when the input is empty: what the site shows without a video. */
  emptyText: string;
}

const noteClasses =
  'flex aspect-video items-center justify-center rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-800';

/** The video as YouTube will play it, or a note when there is none or the input is not a YouTube video. */
export function YouTubePreview({ input, title, emptyText }: YouTubePreviewProps) {
  if (input.trim() === '') {
    return (
      <p className={noteClasses} data-testid="video-empty-note">
        {emptyText}
      </p>
    );
  }
  const src = youTubePreviewUrl(input);
  if (!src) {
    return <p className={noteClasses}>Sem pré-visualização: o endereço não é um vídeo do YouTube válido.</p>;
  }
  return (
    <iframe
      src={src}
      title={`Pré-visualização: ${title}`}
      loading="lazy"
      allow="encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      className="aspect-video w-full rounded-lg bg-slate-900"
    />
  );
}
