import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-slate-700" lang="en">
        Oops! Page not found
      </p>
      <Link to="/" className="text-blue-700 underline hover:text-blue-900">
        Voltar à página inicial
      </Link>
    </main>
  );
}
