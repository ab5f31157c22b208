import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { ErrorPage, NotFoundPage } from './ErrorPage.tsx';

/** What a route's error boundary shows: a missing page, a new build to load, or an unexpected failure. */
export function RouteError({ error, framed }: { error: unknown; framed?: boolean }) {
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadOnceForChunkError();
  }, [chunkFailed]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage pathname={pathname} framed={framed} />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : undefined;
  return <ErrorPage title="This page did not balance" detail={detail} framed={framed} />;
}
