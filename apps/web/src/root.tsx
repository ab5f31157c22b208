import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';

import { Center, ColorSchemeScript, Loader, MantineProvider, mantineHtmlProps, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate } from 'react-router';
import type { Route } from './+types/root';
import { Logo } from './components/Logo.tsx';
import { RouteError } from './components/RouteError.tsx';
import { NetworkBanner } from './components/shell/NetworkBanner.tsx';
import { RouteProgress } from './components/shell/RouteProgress.tsx';
import { CloseToastsOnPageChange, Toaster } from './components/toast.tsx';
import { reloadOnceForChunkError } from './lib/chunk-reload.ts';
import { earlyCallsScript, endEarlyCalls } from './session/early-calls.ts';
import { setRouterNavigate } from './session/navigation.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#008751" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <ColorSchemeScript defaultColorScheme="light" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Toaster />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Each page's own meta replaces this; it names the signed-in screens that have none.
export function meta() {
  return [
    { title: 'Owo' },
    { name: 'description', content: 'Owo: accounting, invoicing, payroll and tax for Nigerian businesses' },
  ];
}

// The route guard is not here but on the signed-in and auth layouts (session/route-guard.ts): a
// clientLoader on the root would turn every prerendered public page into a loading spinner.

/** Hands the router's navigate to code outside React (the API client's 401 handling). */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setRouterNavigate(navigate);
    return () => setRouterNavigate(null);
  }, [navigate]);
  return null;
}

/** Vite reports a failed lazy import here before React sees it; reload once for the new build. */
function ChunkErrorListener() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnceForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}

export default function App() {
  // The first render is done (every route's loader ran before it): later loads ask the network.
  useEffect(() => endEarlyCalls(), []);
  return (
    <>
      <NavigationBridge />
      <CloseToastsOnPageChange />
      <ChunkErrorListener />
      <RouteProgress />
      <NetworkBanner />
      <Outlet />
    </>
  );
}

/**
 * What the signed-in app's shell (the SPA fallback page) shows before its scripts have run: the
 * brand and a line of text, painted from the HTML, so a phone on a slow network shows Owo at
 * once rather than a blank page with a spinner.
 */
export function HydrateFallback() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="md">
        <Logo size={40} />
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed" fz="sm" role="status">
          Opening your books…
        </Text>
      </Stack>
      {/* Asks for the page's data while the scripts download (session/early-calls.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, made from constants at build time */}
      <script dangerouslySetInnerHTML={{ __html: earlyCallsScript }} />
    </Center>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
