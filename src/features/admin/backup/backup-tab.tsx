import { Download, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { AdminApiError, errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import { type BackupProgress, useDownloadBackup } from '#src/features/admin/api/download-backup.ts';
import { useBackupStatus } from '#src/features/admin/api/get-backup-status.ts';
import { formatDateTime } from '#src/features/admin/shared/format-date.ts';
import { formatFileSize } from '#src/features/admin/shared/format-size.ts';
import {
  isProjectUnreachableStatus,
  PROJECT_UNREACHABLE_TEXT,
  PROJECT_UNREACHABLE_TITLE,
} from '#src/features/admin/shared/project-unreachable.ts';
import { card, primaryButton, secondaryButton } from '#src/features/admin/shared/ui-classes.ts';
import { useLeaveWarning } from '#src/features/admin/shared/use-leave-warning.ts';
import { daysAgoText } from './backup-age.ts';
import { imagesCount, missingVersions } from './missing-images.ts';
import { MissingImagesWarning } from './missing-images-warning.tsx';

function progressText(progress: BackupProgress): string {
  if (progress.total === null) return 'A ler os dados do site…';
  return `A juntar as imagens: ${progress.done} de ${progress.total} (${formatFileSize(progress.bytes)})`;
}

/**
 * "Cópia de segurança": one .zip with every stored image (every version and its smaller copies),
 * the rows of the site (slots, versions, videos, business facts, counts) and a manifest of
 * SHA-256s, built on this device (docs/backup-and-restore.md), and when the last one was taken;
 * after a backup that had to leave images out, which ones and what to do.
 */
export function BackupTab() {
  const status = useBackupStatus();
  const download = useDownloadBackup();
  const { progress } = download;
  useLeaveWarning(download.isPending);
  const age = status.data?.age ?? null;
  const last = status.data?.lastBackup ?? null;
  // the last backup taken here, until the next one starts
  const missing = download.data?.missing ?? [];

  function start() {
    if (download.isPending) return;
    download.mutate(undefined, {
      onSuccess: (done) => {
        const recorded = done.lastBackup;
        const description = recorded
          ? `${recorded.files} imagens, ${formatFileSize(recorded.bytes)}.`
          : undefined;
        if (done.missing.length === 0) {
          toast.success('Cópia de segurança descarregada', { description });
        } else {
          toast.warning(
            `Cópia de segurança descarregada, com ${imagesCount(missingVersions(done.missing).length)} em falta`,
            { description: `${description ? `${description} ` : ''}Veja nesta página quais e o que fazer.` },
          );
        }
      },
      onError: (error) => {
        if (isSessionRejected(error)) return;
        const unreachable = error instanceof AdminApiError && isProjectUnreachableStatus(error.status);
        toast.error(unreachable ? PROJECT_UNREACHABLE_TITLE : 'A cópia de segurança falhou', {
          description: unreachable ? PROJECT_UNREACHABLE_TEXT : errorText(error, 'Tente novamente.'),
        });
      },
    });
  }

  return (
    <section aria-labelledby="backup-tab-heading" className="space-y-4">
      <div>
        <h2 id="backup-tab-heading" className="text-lg font-bold text-slate-900">
          Cópia de segurança
        </h2>
        <p className="text-sm text-slate-700">
          Um ficheiro .zip com todas as imagens (cada versão e as cópias mais pequenas), os vídeos, os textos
          da página, os dados do negócio e os contactos. Guarde-o fora deste telemóvel: no computador, num
          disco ou na nuvem. Com ele, quem mantém o site pode repor tudo num projeto novo.
        </p>
      </div>

      <div className={`${card} space-y-3`}>
        {status.isPending ? (
          <p className="text-sm text-slate-700">A verificar a última cópia…</p>
        ) : status.isError ? (
          <div role="alert" className="text-sm text-red-900">
            <p>Não foi possível saber quando foi feita a última cópia.</p>
            <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void status.refetch()}>
              Tentar de novo
            </button>
          </div>
        ) : last && age && age.kind !== 'none' ? (
          <p className="text-sm text-slate-800">
            <span className="font-semibold">Última cópia:</span> {formatDateTime(last.takenAt)} (
            {daysAgoText(age.days)}), {last.files} imagens, {formatFileSize(last.bytes)}.
          </p>
        ) : (
          <p className="text-sm text-slate-800">Ainda não foi feita nenhuma cópia de segurança.</p>
        )}

        {age && age.kind !== 'recent' && (
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {age.kind === 'none'
              ? 'Faça uma primeira cópia: se algo acontecer ao projeto, é com ela que tudo volta.'
              : `A última cópia tem ${age.days} dias. Faça uma nova para guardar o que mudou desde então.`}
          </p>
        )}

        {missing.length > 0 && <MissingImagesWarning images={missing} />}

        {/* aria-disabled, not disabled: the button keeps the keyboard focus while the copy is built */}
        <button type="button" className={primaryButton} aria-disabled={download.isPending} onClick={start}>
          <Download aria-hidden="true" className="size-4" />
          Descarregar cópia de segurança
        </button>

        <div role="status" aria-live="polite">
          {progress && (
            <div className="space-y-1">
              <label htmlFor="backup-progress" className="block text-sm text-slate-800">
                {progressText(progress)}
              </label>
              <progress
                id="backup-progress"
                className="h-2 w-full"
                max={progress.total ?? undefined}
                value={progress.total === null ? undefined : progress.done}
              />
              <p className="text-xs text-slate-600">
                Mantenha esta página aberta até o ficheiro ser descarregado.
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
