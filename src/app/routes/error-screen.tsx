import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown by the router for any error thrown while rendering or loading a route. */
export function ErrorScreen() {
  const error = useRouteError();

  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold" lang="en">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 font-mono text-red-700">{describe(error)}</p>
      <a href="/" className="mt-6 inline-block text-blue-700 underline hover:text-blue-900">
        Voltar à página inicial
      </a>
    </main>
  );
}
