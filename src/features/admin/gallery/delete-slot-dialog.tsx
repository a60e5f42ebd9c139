import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import type { AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { useDeleteMedia } from '#src/features/admin/api/delete-media.ts';
import { emptySlotText } from '#src/features/admin/shared/empty-slot-text.ts';
import { OLD_FILE_STAYS_REACHABLE } from '#src/features/admin/shared/old-file-text.ts';
import { ConfirmDialog } from '#src/features/admin/shared/confirm-dialog.tsx';
import { dangerButton, smallButton } from '#src/features/admin/shared/ui-classes.ts';

/** The Remover button and its confirmation: the slot becomes empty, its history stays. */
export function DeleteSlotDialog({ slot }: { slot: AdminMediaSlot }) {
  const [open, setOpen] = useState(false);
  const deleteMedia = useDeleteMedia();

  function confirm() {
    if (deleteMedia.isPending) return;
    deleteMedia.mutate(slot.slot_name, {
      onSuccess: () => {
        toast.success('Imagem removida!', { description: `${slot.title}: ${emptySlotText(slot.slot_name)}` });
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (!isSessionRejected(error)) {
          toast.error('Erro ao remover', { description: errorText(error, 'Falha ao remover imagem') });
        }
      },
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={`${smallButton} text-red-800`}
          aria-label={`Remover imagem de ${slot.title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remover
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      pending={deleteMedia.isPending}
      title="Remover imagem"
      description={`Tem certeza que deseja remover a imagem do slot ${slot.slot_name}?`}
      confirmLabel="Remover"
      pendingLabel="A remover…"
      confirmClassName={dangerButton}
      onConfirm={confirm}
    >
      <p className="mt-2 text-sm text-slate-700" data-testid="delete-consequences">
        Deixa de aparecer no site. {emptySlotText(slot.slot_name)} A imagem fica no histórico e pode ser
        restaurada. {OLD_FILE_STAYS_REACHABLE}
      </p>
    </ConfirmDialog>
  );
}
