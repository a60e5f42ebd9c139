import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from './format-date.ts';

interface SavedStatusNoteProps {
  current: { version: number; updatedAt: string } | null;
  /** What the site shows before the first save. */
  beforeFirstSave: ReactNode;
  testId?: string;
}

/** Where what the site shows comes from: the last save, or what it was built with before the first. */
export function SavedStatusNote({ current, beforeFirstSave, testId }: SavedStatusNoteProps) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-900"
      data-testid={testId}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-800" />
      {current ? (
        <span>
          Guardados em {formatDateTime(current.updatedAt)} (versão {current.version}). O estado da página
          pública está no topo do painel.
        </span>
      ) : (
        <span>{beforeFirstSave}</span>
      )}
    </p>
  );
}
