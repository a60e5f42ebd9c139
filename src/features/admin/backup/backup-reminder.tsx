import { ArchiveRestore } from 'lucide-react';
import { useBackupStatus } from '#src/features/admin/api/get-backup-status.ts';
import { smallButton } from '#src/features/admin/shared/ui-classes.ts';
import { BACKUP_REMINDER_DAYS } from './backup-age.ts';

/** A gentle note above the tabs when no backup was taken in the last 30 days. */
export function BackupReminder({ onOpen }: { onOpen: () => void }) {
  const status = useBackupStatus();
  if (!status.isSuccess) return null;
  const { age } = status.data;
  if (age.kind === 'recent') return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <ArchiveRestore aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        {age.kind === 'none'
          ? 'Ainda não há nenhuma cópia de segurança do site.'
          : `Não é feita uma cópia de segurança há mais de ${BACKUP_REMINDER_DAYS} dias.`}
      </p>
      <button type="button" className={smallButton} onClick={onOpen}>
        Fazer cópia
      </button>
    </div>
  );
}
