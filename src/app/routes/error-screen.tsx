import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage, ErrorMessageScreen } from '#src/app/error-message-screen.tsx';

/** Shown by the router for any error thrown while rendering or loading a route. */
export function ErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return <ErrorMessageScreen message={message} />;
}
