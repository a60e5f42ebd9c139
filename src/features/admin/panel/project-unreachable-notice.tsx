import { CloudOff } from 'lucide-react';
import { useProjectUnreachable } from '#src/features/admin/api/use-project-reachability.ts';
import {
  PROJECT_UNREACHABLE_TEXT,
  PROJECT_UNREACHABLE_TITLE,
} from '#src/features/admin/shared/project-unreachable.ts';
import { secondaryButton } from '#src/features/admin/shared/ui-classes.ts';

/**
 * Says plainly, above every tab, that the Supabase project does not answer (paused by the free
 * plan, or no network) and what to do, instead of tabs that wait or stay empty without a word.
 */
export function ProjectUnreachableNotice() {
  const { unreachable, retry } = useProjectUnreachable();
  return (
    <div role="alert">
      {unreachable && (
        <div className="mb-4 rounded-lg border border-red-300 bg-red-50 px-3 py-3 text-sm text-red-950">
          <p className="flex items-start gap-2 font-semibold">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {PROJECT_UNREACHABLE_TITLE}
          </p>
          <p className="mt-1">{PROJECT_UNREACHABLE_TEXT}</p>
          <button type="button" className={`${secondaryButton} mt-2`} onClick={retry}>
            Tentar de novo
          </button>
        </div>
      )}
    </div>
  );
}
