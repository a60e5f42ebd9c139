import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime } from './format-date.ts';
import { RestoreVersionDialog } from './restore-version-dialog.tsx';
import { card } from './ui-classes.ts';

interface SavedVersion {
  version: number;
  createdAt: string;
}

interface SavedVersionsProps<Version extends SavedVersion, Saved extends { version: number }> {
  versions: readonly Version[];
  currentVersion: number | null;
  /** The form has unsaved changes, which restoring replaces. */
  dirty: boolean;
  /** What a version holds, as the sentences name it: "os dados do negócio", "os textos da página". */
  subject: string;
  /** A line that tells one version from another, or null. */
  summary: (version: Version) => ReactNode;
  restore: UseMutationResult<Saved, Error, number>;
  onRestored: (current: Saved) => void;
}

/** The saved versions of a document, newest first; any but the current one can be restored. */
export function SavedVersions<Version extends SavedVersion, Saved extends { version: number }>({
  versions,
  currentVersion,
  dirty,
  subject,
  summary,
  restore,
  onRestored,
}: SavedVersionsProps<Version, Saved>) {
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
            Restaurar guarda de novo {subject} dessa versão, como uma versão nova: nada se perde do histórico.
          </p>
          <ol className="mt-2 divide-y divide-slate-200 text-sm">
            {versions.map((version) => {
              const line = summary(version);
              return (
                <li key={version.version} className="flex items-center gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      Versão {version.version} · {formatDateTime(version.createdAt)}
                    </p>
                    {line != null && <p className="truncate text-slate-700">{line}</p>}
                  </div>
                  {version.version === currentVersion ? (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      Atual
                    </span>
                  ) : (
                    <RestoreVersionDialog
                      version={version.version}
                      createdAt={version.createdAt}
                      subject={subject}
                      restore={restore}
                      dirty={dirty}
                      onRestored={onRestored}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </details>
  );
}
