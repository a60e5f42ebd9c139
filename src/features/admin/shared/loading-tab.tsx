import type { ReactNode } from 'react';

interface LoadingTabProps<Data> {
  /** The heading's id, for the section's label. */
  headingId: string;
  title: string;
  lead: ReactNode;
  /** The tab's read. */
  query: { data: Data | undefined; isError: boolean };
  /** What is read, as the messages name it: "os textos", "os dados do negócio". */
  subject: string;
  /** Shown under the heading whatever the read's state (e.g. a choice of what to read). */
  before?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A tab with a heading over one read: what it holds once read, or that it is loading, or failed. */
export function LoadingTab<Data>({
  headingId,
  title,
  lead,
  query,
  subject,
  before,
  children,
}: LoadingTabProps<Data>) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-700">{lead}</p>
      </div>
      {before}
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          Erro ao carregar {subject}
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          A carregar {subject}…
        </p>
      )}
    </section>
  );
}
