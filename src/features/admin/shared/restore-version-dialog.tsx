import type { UseMutationResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { formatDateTime } from './format-date.ts';
import { primaryButton, smallButton } from './ui-classes.ts';

interface RestoreVersionDialogProps<Saved extends { version: number }> {
  version: number;
  createdAt: string;
  /** What the version holds, as the sentences name it: "os dados do negócio", "os textos da página". */
  subject: string;
  restore: UseMutationResult<Saved, Error, number>;
  /** The form has unsaved changes, which restoring replaces. */
  dirty: boolean;
  onRestored: (current: Saved) => void;
}

/** Restaurar and its confirmation: an earlier version saved again as a new version. */
export function RestoreVersionDialog<Saved extends { version: number }>({
  version,
  createdAt,
  subject,
  restore,
  dirty,
  onRestored,
}: RestoreVersionDialogProps<Saved>) {
  const [open, setOpen] = useState(false);
  const savedAt = formatDateTime(createdAt);

  function confirm() {
    if (restore.isPending) return;
    restore.mutate(version, {
      onSuccess: (current) => {
        onRestored(current);
        toast.success('Versão restaurada', {
          description: `${capitalized(subject)} da versão ${version} foram guardados de novo como versão ${current.version}; a página pública atualiza-se a seguir.`,
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
          aria-label={`Restaurar a versão ${version}, de ${savedAt}`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restaurar
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      pending={restore.isPending}
      title={`Restaurar a versão ${version}?`}
      description={`O site volta a mostrar ${subject} guardados em ${savedAt}. Ficam guardados como uma versão nova: os de agora continuam nas versões anteriores.`}
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

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
