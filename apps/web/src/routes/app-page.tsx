import { Outlet } from 'react-router';
import { RouteError } from '../components/RouteError.tsx';
import type { Route } from './+types/app-page';

/** Holds every signed-in page, so a page that fails shows its error inside the app's frame. */
export default function AppPage() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} framed />;
}
