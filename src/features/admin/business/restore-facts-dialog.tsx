import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '../api/admin-api-error.ts';
import type { BusinessFactsVersion } from '../api/business-facts-types.ts';
import type { SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { useRestoreBusinessFacts } from '../api/restore-business-facts.ts';
import { formatDateTime } from '../shared/format-date.ts';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { primaryButton, smallButton } from '../shared/ui-classes.ts';

interface RestoreFactsDialogProps {
  version: BusinessFactsVersion;
  /** The form has unsaved changes, which restoring replaces. */
  dirty: boolean;
  onRestored: (current: SavedBusinessFacts) => void;
}

/** Restaurar and its confirmation: the version's facts are saved again as a new version. */
export function RestoreFactsDialog({ version, dirty, onRestored }: RestoreFactsDialogProps) {
  const [open, setOpen] = useState(false);
  const restore = useRestoreBusinessFacts();
  const savedAt = formatDateTime(version.createdAt);

  function confirm() {
    if (restore.isPending) return;
    restore.mutate(version.version, {
      onSuccess: (current) => {
        onRestored(current);
        toast.success('Versão restaurada', {
          description: `Os dados do negócio da versão ${version.version} foram guardados de novo como versão ${current.version}; a página pública atualiza-se a seguir.`,
        });
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (!isSessionRejected(error)) {
          toast.error('Erro ao restaurar', { description: errorText(error, 'Falha ao restaurar a versão') });
        }
      },
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={smallButton}
          aria-label={`Restaurar a versão ${version.version}, de ${savedAt}`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restaurar
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      pending={restore.isPending}
      title={`Restaurar a versão ${version.version}?`}
      description={`O site volta a mostrar os dados do negócio guardados em ${savedAt}. Ficam guardados como uma versão nova: os dados de agora continuam nas versões anteriores.`}
      confirmLabel="Restaurar"
      pendingLabel="A restaurar…"
      confirmClassName={primaryButton}
      onConfirm={confirm}
    >
      {dirty && (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          As alterações não guardadas do formulário perdem-se.
        </p>
      )}
    </ConfirmDialog>
  );
}
