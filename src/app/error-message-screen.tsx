import { TriangleAlert } from 'lucide-react';
import { buttonClasses } from '#src/lib/ui/button-styles.ts';

/** The error screen: its exact English title and the error's message (docs/requirements/README.md). */
export function ErrorMessageScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <TriangleAlert size={32} aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl" lang="en">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 max-w-xl rounded-2xl bg-white px-5 py-3 font-mono text-red-700 ring-1 ring-slate-900/10">
        {message}
      </p>
      <a href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Voltar à página inicial
      </a>
    </main>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
