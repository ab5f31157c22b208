import { useLocation } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';

export default function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage title={`Page Not Found: ${pathname}`} />;
}
