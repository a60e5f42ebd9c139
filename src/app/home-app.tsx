import { StrictMode } from 'react';
import { HomePage } from '../features/home/home-page.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';

/**
 * `/` as it is prerendered and hydrated: the home page has no links to other routes of the
 * app, so it runs without the router (about 30 kB gzip that `/` no longer loads). Any other
 * path gets the router (src/app/app.tsx), which also serves `/` after an in-app navigation.
 */
export function HomeApp() {
  return (
    <StrictMode>
      <AppProviders>
        <ErrorBoundary>
          <HomePage />
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
}
