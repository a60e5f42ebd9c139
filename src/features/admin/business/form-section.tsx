import { useId, type ReactNode } from 'react';
import { card } from '#src/features/admin/shared/ui-classes.ts';

/** One part of the form, a card with its heading and, when it needs one, a line on what it is for. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      {description !== undefined && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
