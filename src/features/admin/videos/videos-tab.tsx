import type { AdminVideo } from '#src/features/admin/api/admin-types.ts';
import { VideoCard } from './video-card.tsx';

interface VideosTabProps {
  videos: AdminVideo[] | undefined;
  isLoading: boolean;
  failed: boolean;
}

export function VideosTab({ videos, isLoading, failed }: VideosTabProps) {
  return (
    <section aria-labelledby="videos-tab-heading" className="space-y-4">
      <h2 id="videos-tab-heading" className="text-lg font-bold text-slate-900">
        Vídeos do site
      </h2>
      {failed && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          Erro ao carregar vídeos
        </p>
      )}
      {isLoading && !failed && (
        <p role="status" className="text-slate-700">
          A carregar os vídeos…
        </p>
      )}
      {videos?.length === 0 && <p className="text-slate-700">Não há vídeos ativos.</p>}
      {videos?.map((video) => (
        // one card per video for good: a live reload updates it without losing unsaved edits
        <VideoCard key={video.id} video={video} />
      ))}
    </section>
  );
}
