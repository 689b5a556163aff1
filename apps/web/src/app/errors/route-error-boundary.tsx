import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageErrorStatus } from '../../shared/http/api-error';
import { NotFoundScreen, ServerErrorScreen } from '../../shared/ui/error-screens/error-screens';

/** An error thrown while a screen loads or renders: 404 answers show the 404 screen, all else the 500. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || pageErrorStatus(error) === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return notFound ? <NotFoundScreen /> : <ServerErrorScreen />;
}
