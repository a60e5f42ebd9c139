import { useRestorePageTexts } from '../api/restore-page-texts.ts';
import type { PageTextsVersion, SavedPageTexts } from '../api/page-texts-types.ts';
import { formatDateTime } from '../shared/format-date.ts';
import { RestoreVersionDialog } from '../shared/restore-version-dialog.tsx';
import { card } from '../shared/ui-classes.ts';

interface TextsVersionHistoryProps {
  versions: readonly PageTextsVersion[];
  currentVersion: number | null;
  dirty: boolean;
  onRestored: (current: SavedPageTexts) => void;
}

/** The saved versions, newest first; any but the current one can be restored. */
export function TextsVersionHistory({
  versions,
  currentVersion,
  dirty,
  onRestored,
}: TextsVersionHistoryProps) {
  const restore = useRestorePageTexts();
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
            Restaurar guarda de novo os textos dessa versão, como uma versão nova: nada se perde do histórico.
          </p>
          <ol className="mt-2 divide-y divide-slate-200 text-sm">
            {versions.map((version) => (
              <li key={version.version} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    Versão {version.version} · {formatDateTime(version.createdAt)}
                  </p>
                  {version.texts.hero && (
                    <p className="truncate text-slate-700">
                      {[version.texts.hero.titleStart, version.texts.hero.titleHighlight].join(' ')}
                    </p>
                  )}
                </div>
                {version.version === currentVersion ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    Atual
                  </span>
                ) : (
                  <RestoreVersionDialog
                    version={version.version}
                    createdAt={version.createdAt}
                    subject="os textos da página"
                    restore={restore}
                    dirty={dirty}
                    onRestored={onRestored}
                  />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
