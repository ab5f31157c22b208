import { Outlet } from 'react-router';
import { QueryProvider } from '../../api/query-provider.tsx';
import { AuthFrame } from '../../components/auth/AuthFrame.tsx';

/**
 * Sign-in, sign-up and the password pages, open to everyone whether signed in or not (the guard
 * lets every visitor in: session/guard.ts). Without a client loader they can be prerendered
 * (react-router.config.ts): the sign-in form paints from the HTML before any script arrives,
 * which on a slow network is seconds sooner.
 */
export default function OpenAuthLayout() {
  return (
    <AuthFrame>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </AuthFrame>
  );
}
