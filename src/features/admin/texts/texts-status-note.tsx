import { Info } from 'lucide-react';
import type { SavedPageTexts } from '../api/page-texts-types.ts';
import { formatDateTime } from '../shared/format-date.ts';

/** Where the texts the site shows come from: the last save, or the built-in texts before the first. */
export function TextsStatusNote({ current }: { current: SavedPageTexts | null }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-800" />
      {current ? (
        <span>
          Guardados em {formatDateTime(current.updatedAt)} (versão {current.version}). O estado da página
          pública está no topo do painel.
        </span>
      ) : (
        <span>
          Ainda não foram guardados textos aqui: a página mostra os textos com que o site foi feito, e o
          formulário começa com eles.
        </span>
      )}
    </p>
  );
}
