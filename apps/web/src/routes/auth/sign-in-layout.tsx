import { Outlet } from 'react-router';
import { AuthFrame } from '../../components/auth/AuthFrame.tsx';

/**
 * The sign-in page alone: like open-layout.tsx (prerendered, open to everyone) but without the
 * API cache, which the page does not use, so the first page most people open stays light.
 */
export default function SignInLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
