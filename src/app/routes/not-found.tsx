import { House } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CONFIGURED_FACTS } from '../../content/business.ts';
import { notFoundTitle } from '../../content/not-found-metadata.ts';
import { buttonClasses } from '../../lib/ui/button-styles.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  // The title of dist/404.html (React 19 hoists it into <head>), so an in-app link to a missing
  // path gets it too. Its robots <meta> is left to the HTML: React would add a second one.
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 text-center">
      <title>{notFoundTitle(CONFIGURED_FACTS.name)}</title>
      <h1 className="text-7xl font-extrabold tracking-tight text-brand-900 sm:text-8xl">404</h1>
      <p className="mt-4 text-xl font-semibold text-slate-700" lang="en">
        Oops! Page not found
      </p>
      <p className="mt-2 max-w-md text-slate-600">A página que procura não existe ou mudou de endereço.</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        <House size={20} aria-hidden="true" />
        Voltar à página inicial
      </Link>
    </main>
  );
}
