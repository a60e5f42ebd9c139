import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { useRestoreMediaVersion } from '#src/features/admin/api/restore-media-version.ts';
import { formatDateTime } from '#src/features/admin/shared/format-date.ts';
import { formatKilobytes } from '#src/features/admin/shared/format-size.ts';
import { smallButton } from '#src/features/admin/shared/ui-classes.ts';

/** Every version of the slot, newest first; any version but the one shown can be made current again. */
export function VersionHistory({ slot }: { slot: AdminMediaSlot }) {
  const restore = useRestoreMediaVersion();
  const versions = slot.media_versions;
  if (versions.length === 0) return null;
  const shown = slot.is_published ? slot.current_version : null;

  function restoreVersion(versionNumber: number) {
    if (restore.isPending) return;
    restore.mutate(
      { slotName: slot.slot_name, versionNumber },
      {
        onSuccess: () =>
          toast.success('Versão restaurada', { description: `${slot.title}: versão ${versionNumber}.` }),
        onError: (error) => {
          if (isSessionRejected(error)) return;
          toast.error('Erro ao restaurar', { description: errorText(error, 'Falha ao restaurar versão') });
        },
      },
    );
  }

  return (
    <details className="mt-3 rounded-lg border border-slate-200 text-sm">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">
        Histórico ({versions.length} {versions.length === 1 ? 'versão' : 'versões'})
      </summary>
      <ol className="divide-y divide-slate-200 border-t border-slate-200">
        {versions.map((version) => {
          const isShown = version.version_number === shown;
          return (
            <li key={version.id} className="flex items-center gap-3 px-3 py-2">
              <img
                src={version.file_url}
                alt={`Versão ${version.version_number}`}
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded bg-slate-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">Versão {version.version_number}</p>
                <p className="truncate text-slate-700">
                  {formatDateTime(version.created_at)} · {version.file_name} ·{' '}
                  {formatKilobytes(version.file_size)}
                </p>
              </div>
              {isShown ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                  Atual
                </span>
              ) : (
                <button
                  type="button"
                  className={smallButton}
                  aria-disabled={restore.isPending}
                  aria-label={`Restaurar versão ${version.version_number} de ${slot.title}`}
                  onClick={() => restoreVersion(version.version_number)}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Restaurar
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
