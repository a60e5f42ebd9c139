import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from '#src/app/routes/error-screen.tsx';
import { NotFoundPage } from '#src/app/routes/not-found.tsx';

function NoFallback() {
  return null;
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      {
        // reached only by an in-app link (the 404 page's); a visit to / gets the prerendered
        // page and its islands (src/mount-home.tsx)
        path: '/',
        lazy: async () => {
          const [{ HomePage }, { loadEveryIsland }] = await Promise.all([
            import('#src/features/home/home-page.tsx'),
            import('#src/features/home/islands/island-registry.ts'),
          ]);
          await loadEveryIsland();
          return { Component: HomePage };
        },
        // what the development server shows while the page's code loads (nothing, as before,
        // but said, so that react-router does not warn on every load)
        HydrateFallback: NoFallback,
      },
      {
        path: '/admin',
        lazy: () => import('#src/features/admin/admin-page.tsx'),
        hydrateFallbackElement: <p role="status">A carregar o painel…</p>,
      },
      {
        path: '/seo',
        lazy: () => import('#src/features/seo/seo-page.tsx'),
        hydrateFallbackElement: <p role="status">A carregar a verificação SEO…</p>,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
