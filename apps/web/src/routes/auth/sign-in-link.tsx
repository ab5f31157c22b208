import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSignInWithLink } from '../../api/auth.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { startSession } from '../../session/sign-in.ts';

export function meta() {
  return [{ title: 'Opening your demo | Owo' }];
}

/** Where a try-demo email's link lands: signs in once with the link's token, then opens the app. */
export default function SignInLink() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const started = useRef(false);
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';

  useEffect(() => {
    // The token works once; React's development double effects must not spend it twice.
    if (started.current || !email || !token) return;
    started.current = true;
    signIn.mutate(
      { email, token },
      { onSuccess: (response) => navigate(startSession(response.data), { replace: true }) },
    );
  }, [email, token, navigate, signIn]);

  const failed = signIn.isError || !email || !token;
  return (
    <AuthPanel
      icon={<IconLink size={30} />}
      title={failed ? 'This link cannot be used' : 'Opening your demo company'}
      description={
        failed
          ? 'Sign-in links work once and for 24 hours. Ask for a new demo link, or sign in with your password.'
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
