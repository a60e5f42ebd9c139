import { formatPhoneForDisplay } from '@portable/phone-number.ts';
import type { BusinessFactsVersion } from '../api/business-facts-types.ts';
import type { SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { formatDateTime } from '../shared/format-date.ts';
import { card } from '../shared/ui-classes.ts';
import { RestoreFactsDialog } from './restore-facts-dialog.tsx';

interface FactsVersionHistoryProps {
  versions: readonly BusinessFactsVersion[];
  currentVersion: number | null;
  dirty: boolean;
  onRestored: (current: SavedBusinessFacts) => void;
}

/** The saved versions, newest first; any but the current one can be restored. */
export function FactsVersionHistory({
  versions,
  currentVersion,
  dirty,
  onRestored,
}: FactsVersionHistoryProps) {
  return (
    <details className={card}>
      <summary className="cursor-pointer font-bold text-slate-900">
        Versões anteriores ({versions.length})
      </summary>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Ainda não há versões guardadas.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Restaurar guarda de novo os dados dessa versão, como uma versão nova: nada se perde do histórico.
          </p>
          <ol className="mt-2 divide-y divide-slate-200 text-sm">
            {versions.map((version) => (
              <li key={version.version} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    Versão {version.version} · {formatDateTime(version.createdAt)}
                  </p>
                  <p className="truncate text-slate-700">
                    {version.facts.name} · {formatPhoneForDisplay(version.facts.phone)}
                  </p>
                </div>
                {version.version === currentVersion ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    Atual
                  </span>
                ) : (
                  <RestoreFactsDialog version={version} dirty={dirty} onRestored={onRestored} />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
