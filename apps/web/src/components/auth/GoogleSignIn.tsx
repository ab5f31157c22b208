import { Box, Divider } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useAppConfig } from '../../api/sign-in.ts';
import { toast } from '../toast.tsx';
import { loadGoogleIdentity } from './google-identity.ts';

interface GoogleSignInProps {
  /** Receives Google's id token, to post to /api/auth/google-authentication. */
  onCredential: (idToken: string) => void;
}

/** Renders Google's own 'Sign in with Google' button, only when the server has a client id. */
export function GoogleSignIn({ onCredential }: GoogleSignInProps) {
  const clientId = useAppConfig()?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  // The latest handler, without re-rendering Google's button each time the parent renders.
  const handler = useRef(onCredential);
  handler.current = onCredential;

  useEffect(() => {
    const parent = container.current;
    if (!clientId || !parent) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => handler.current(response.credential),
        });
        google.accounts.id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          width: Math.min(400, Math.max(200, parent.clientWidth)),
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) toast({ type: 'error', msg: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" my="lg" />
      <Box ref={container} mih={44} display="flex" style={{ justifyContent: 'center' }} />
    </>
  );
}
