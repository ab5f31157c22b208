import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

// Paths mirror spec section 2; files mirror the paths.
export default [
  index('routes/home.tsx'),
  route('new-page', 'routes/home.tsx', { id: 'new-page' }),
  layout('routes/auth/layout.tsx', [
    ...prefix('auth', [
      route('signin', 'routes/auth/signin.tsx'),
      route('signup', 'routes/auth/signup.tsx'),
      route('signup-success', 'routes/auth/signup-success.tsx'),
      route('verify-otp', 'routes/auth/verify-otp.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-link', 'routes/auth/reset-link.tsx'),
      route('new-password', 'routes/auth/new-password.tsx'),
      route('password-set', 'routes/auth/password-set.tsx'),
      route('select-company', 'routes/auth/select-company.tsx'),
      route('setup-business', 'routes/auth/setup-business.tsx'),
    ]),
  ]),
  layout('routes/dashboard-layout.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('notification', 'routes/notification.tsx'),
    route('settings/subscription', 'routes/settings/subscription.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
