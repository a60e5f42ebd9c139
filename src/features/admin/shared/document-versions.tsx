import type { ReactNode } from 'react';
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import type {
  ContentHistory,
  ContentVersion,
  SavedContent,
} from '#src/features/admin/api/document-contents.ts';
import { useRestoreDocument } from '#src/features/admin/api/restore-document.ts';
import { SavedVersions } from './saved-versions.tsx';

interface DocumentVersionsProps<D extends OwnerDocumentName> {
  data: ContentHistory<D>;
  /** The document's form: what it edits, whether it holds unsaved changes, how it takes a restore. */
  form: {
    document: D;
    locale: SiteLocale;
    dirty: boolean;
    adopt: (restored: SavedContent<D>) => void;
  };
  /** What a version holds, as the sentences name it: "os dados do negócio". */
  subject: string;
  /** A line that tells one version from another, or null. */
  summary: (version: ContentVersion<D>) => ReactNode;
}

/** A document's saved versions in one language; restoring one saves it again and fills the form. */
export function DocumentVersions<D extends OwnerDocumentName>({
  data,
  form,
  subject,
  summary,
}: DocumentVersionsProps<D>) {
  const restore = useRestoreDocument(form.document, form.locale);
  return (
    <SavedVersions
      versions={data.versions}
      currentVersion={data.current?.version ?? null}
      dirty={form.dirty}
      subject={subject}
      summary={summary}
      restore={restore}
      onRestored={form.adopt}
    />
  );
}
