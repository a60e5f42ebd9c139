import { youTubePreviewUrl } from './youtube-preview-url.ts';

/** The video as YouTube will play it, or a note when the input is not a YouTube video. */
export function YouTubePreview({ input, title }: { input: string; title: string }) {
  const src = youTubePreviewUrl(input);
  if (!src) {
    return (
      <p className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-800">
        Sem pré-visualização: o endereço não é um vídeo do YouTube válido.
      </p>
    );
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
