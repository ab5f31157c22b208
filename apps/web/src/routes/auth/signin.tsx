import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SignInAnswer } from '../../api/auth.ts';
import { ApiError, type Envelope } from '../../api/client.ts';
import { googleAuthentication, login } from '../../api/sign-in.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { GoogleSignIn } from '../../components/auth/GoogleSignIn.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazySchema } from '../../lib/lazy-resolver.ts';
import { usePlainForm } from '../../lib/plain-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { clearCachedData } from '../../session/cached-data.ts';
import { continueSignIn } from '../../session/sign-in.ts';

const validation = lazySchema(() => import('@owo/core/schemas/auth').then((module) => module.loginSchema));

export function meta() {
  return [{ title: 'Sign in | Owo' }];
}

export default function SignIn() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The first page people open: its calls go straight to the API client, without the query library's hooks.
  const [pending, setPending] = useState<'password' | 'google' | null>(null);
  // Uncontrolled fields: what someone types before the page's script has started is kept.
  const form = usePlainForm(validation);
  const { errors } = form;

  const enter = (response: Envelope<SignInAnswer>) => {
    // Nothing cached for a previous user may leak into this session.
    clearCachedData();
    void navigate(continueSignIn(response.data), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setPending('password');
    try {
      enter(await login(values));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        void navigate(`/auth/verify-otp?email=${encodeURIComponent(values.email)}`);
      } else {
        showServerFieldErrors(error, values, form.setError, 'Could not sign you in');
      }
    } finally {
      setPending(null);
    }
  });

  const withGoogle = async (idToken: string) => {
    setPending('google');
    try {
      enter(await googleAuthentication({ idToken }));
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not sign you in with Google');
    } finally {
      setPending(null);
    }
  };

  return (
    <AuthPanel title="Welcome back" description="Sign in to keep your books up to date.">
      <form ref={form.ref} onSubmit={onSubmit} onInput={form.onInput} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@business.ng"
            name="email"
            error={errors.email}
          />
          <PasswordInput label="Password" autoComplete="current-password" name="password" error={errors.password} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={500}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={pending === 'password'} disabled={!hydrated || pending !== null}>
            Sign in
          </Button>
        </Stack>
      </form>
      <GoogleSignIn onCredential={(idToken) => void withGoogle(idToken)} />
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        New to Owo?{' '}
        <Anchor component={Link} to="/auth/signup" fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
