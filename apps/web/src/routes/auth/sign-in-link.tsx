import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconLink, IconUserQuestion } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogout, useSignInWithLink } from '../../api/auth.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { continueSignIn } from '../../session/sign-in.ts';
import { clearSession, readSession, readUser } from '../../session/storage.ts';

/** A long email wraps inside the button instead of running off a phone's screen. */
const wrapLabel = { label: { whiteSpace: 'normal' as const, overflowWrap: 'anywhere' as const } };
export function meta() {
  return [{ title: 'Opening your demo | Owo' }];
}

/**
 * Who is signed in in this browser, when it is not the person the link is for. Read once when the
 * page opens: signing in with the link changes it.
 */
function otherAccount(linkEmail: string): { email: string | null } | null {
  if (!readSession().token) return null;
  const signedInEmail = readUser()?.email ?? null;
  return signedInEmail?.toLowerCase() === linkEmail.toLowerCase() ? null : { email: signedInEmail };
}

/**
 * Where a try-demo email's link lands: signs in once with the link's token, then opens the app.
 * If someone else is signed in in this browser, it asks first: a link forwarded or opened on a
 * shared computer must not silently swap one person's session for another's.
 */
export default function SignInLink() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignInWithLink();
  const logout = useLogout();
  const started = useRef(false);
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const [signedInAs, setSignedInAs] = useState(() => otherAccount(email));

  useEffect(() => {
    // The token works once; React's development double effects must not spend it twice.
    if (signedInAs || started.current || !email || !token) return;
    started.current = true;
    signIn.mutate(
      { email, token },
      { onSuccess: (response) => navigate(continueSignIn(response.data), { replace: true }) },
    );
  }, [signedInAs, email, token, navigate, signIn]);

  /** Signs the current person out (here and on the server), then lets the effect use the link. */
  const switchAccount = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.clear();
        setSignedInAs(null);
      },
    });

  if (signedInAs && email && token) {
    const current = signedInAs.email ?? 'another account';
    return (
      <AuthPanel
        icon={<IconUserQuestion size={30} />}
        title="Switch accounts?"
        description={
          <>
            You are signed in as <strong>{current}</strong>. This link is for <strong>{email}</strong>.
          </>
        }
      >
        <Stack>
          <Button
            size="md"
            fullWidth
            h="auto"
            py="xs"
            styles={wrapLabel}
            onClick={switchAccount}
            loading={logout.isPending}
          >
            Continue as {email}
          </Button>
          <Button
            size="md"
            fullWidth
            variant="default"
            h="auto"
            py="xs"
            styles={wrapLabel}
            disabled={logout.isPending}
            onClick={() => navigate('/dashboard', { replace: true })}
          >
            {signedInAs.email ? `Stay signed in as ${signedInAs.email}` : 'Stay signed in'}
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            Continuing signs {current} out of this browser first.
          </Text>
        </Stack>
      </AuthPanel>
    );
  }

  const failed = signIn.isError || !email || !token;
  return (
    <AuthPanel
      icon={<IconLink size={30} />}
      title={failed ? 'This link cannot be used' : 'Opening your demo company'}
      description={
        failed
          ? (signIn.error?.message ??
            'Sign-in links work once and for 24 hours. Ask for a new demo link, or sign in with your password.')
          : 'One moment while we sign you in.'
      }
    >
      {failed ? (
        <Stack>
          <Button component={Link} to="/" size="md" fullWidth>
            Ask for a new link
          </Button>
          <Text ta="center" size="sm">
            <Link to="/auth/signin">Sign in</Link>
          </Text>
        </Stack>
      ) : (
        <Loader mx="auto" display="block" aria-label="Signing you in" />
      )}
    </AuthPanel>
  );
}
