import { Save, Undo2, VideoOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { AdminVideo } from '#src/features/admin/api/admin-types.ts';
import { useUpdateVideo } from '#src/features/admin/api/update-video.ts';
import { formatDateTime } from '#src/features/admin/shared/format-date.ts';
import { useLeaveWarning } from '#src/features/admin/shared/use-leave-warning.ts';
import {
  card,
  fieldLabel,
  primaryButton,
  secondaryButton,
  smallButton,
  textField,
} from '#src/features/admin/shared/ui-classes.ts';
import { emptyVideoText } from './empty-video-text.ts';
import {
  changedUnderDraft,
  draftHasNoVideo,
  draftProblem,
  draftToUpdate,
  followSaved,
  isDraftDirty,
  startEdit,
  type VideoDraft,
} from './video-draft.ts';
import { YouTubePreview } from './youtube-preview.tsx';

/**
 * One managed video. `video` is the saved one, reloaded live when it changes anywhere: a card
 * without unsaved changes follows it, one with unsaved changes keeps them and says so.
 */
export function VideoCard({ video }: { video: AdminVideo }) {
  const [edit, setEdit] = useState(() => startEdit(video));
  const followed = followSaved(edit, video);
  if (followed !== edit) setEdit(followed); // adjusted during render: no stale frame
  const { draft } = followed;
  const changedElsewhere = changedUnderDraft(followed, video);
  const update = useUpdateVideo();
  const id = useId();
  const urlField = useRef<HTMLInputElement>(null);
  const dirty = isDraftDirty(draft, followed.base); // against the saved state the edit started from
  const problem = dirty ? draftProblem(draft) : null;
  const noVideo = draftHasNoVideo(draft);
  const emptyText = emptyVideoText(video.video_key);

  useLeaveWarning(dirty);

  function change(field: keyof VideoDraft, value: string) {
    setEdit((previous) => ({ ...previous, draft: { ...previous.draft, [field]: value } }));
  }

  function save() {
    if (!dirty || problem || update.isPending) return;
    update.mutate(draftToUpdate(video.video_key, draft), {
      onSuccess: (saved) => {
        // start again from what the server stored (it writes the URL in its own form)
        setEdit(startEdit(saved));
        toast.success('Vídeo atualizado', {
          description: noVideo ? `${draft.videoName.trim()}: ${emptyText}` : draft.videoName.trim(),
        });
      },
      onError: (error) => {
        if (isSessionRejected(error)) return;
        toast.error('Erro ao atualizar vídeo', { description: errorText(error, 'Falha ao atualizar vídeo') });
      },
    });
  }

  return (
    <article aria-labelledby={`${id}-title`} className={card} data-video-key={video.video_key}>
      <h3 id={`${id}-title`} className="text-base font-bold text-slate-900">
        {video.video_name}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-800">
        <dt className="font-medium">Chave:</dt>
        <dd className="font-mono">{video.video_key}</dd>
        <dt className="font-medium">Criado:</dt>
        <dd>{formatDateTime(video.created_at)}</dd>
        <dt className="font-medium">Atualizado:</dt>
        <dd>{formatDateTime(video.updated_at)}</dd>
      </dl>

      <form
        className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="space-y-3">
          <div>
            <label htmlFor={`${id}-name`} className={fieldLabel}>
              Nome do vídeo
            </label>
            <input
              id={`${id}-name`}
              className={textField}
              value={draft.videoName}
              maxLength={120}
              onChange={(event) => change('videoName', event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-url`} className={fieldLabel}>
              URL ou ID do YouTube
            </label>
            <input
              id={`${id}-url`}
              ref={urlField}
              className={textField}
              value={draft.youtubeUrl}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={300}
              aria-describedby={`${id}-url-hint`}
              onChange={(event) => change('youtubeUrl', event.target.value)}
            />
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p id={`${id}-url-hint`} className="text-sm text-slate-700">
                Deixe vazio para não mostrar nenhum vídeo: o site mostra a imagem no lugar dele.
              </p>
              <button
                type="button"
                className={smallButton}
                disabled={noVideo || update.isPending}
                onClick={() => {
                  change('youtubeUrl', '');
                  urlField.current?.focus(); // the button is disabled now; the focus stays on the card
                }}
              >
                <VideoOff aria-hidden="true" className="size-4" />
                Remover vídeo
              </button>
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-description`} className={fieldLabel}>
              Descrição
            </label>
            <textarea
              id={`${id}-description`}
              className={textField}
              rows={3}
              value={draft.description}
              maxLength={1000}
              onChange={(event) => change('description', event.target.value)}
            />
          </div>
        </div>
        <YouTubePreview
          input={draft.youtubeUrl}
          title={draft.videoName.trim() || video.video_name}
          emptyText={emptyText}
        />

        <div className="space-y-2 md:col-span-2">
          {dirty && (
            <p role="status" className="text-sm font-semibold text-amber-900">
              Alterações não guardadas.
            </p>
          )}
          {changedElsewhere && (
            <p role="status" className="text-sm text-amber-900">
              Este vídeo foi alterado noutro separador ou aparelho enquanto o editava. Guardar substitui essa
              alteração pela sua; Cancelar mostra o que está guardado agora.
            </p>
          )}
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className={primaryButton}
              disabled={!dirty || problem !== null || update.isPending}
            >
              <Save aria-hidden="true" className="size-4" />
              {update.isPending ? 'A guardar…' : 'Guardar'}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={!dirty || update.isPending}
              onClick={() => setEdit(startEdit(video))}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Cancelar
            </button>
          </div>
        </div>
      </form>
    </article>
  );
}
