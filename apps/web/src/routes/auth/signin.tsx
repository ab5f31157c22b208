import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type SignInResult, useGoogleAuthentication, useLogin } from '../../api/auth.ts';
import { ApiError, type Envelope } from '../../api/client.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { GoogleSignIn } from '../../components/auth/GoogleSignIn.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { startSession } from '../../session/sign-in.ts';

const validation = lazyZodResolver(() => import('@owo/core/schemas/auth').then((module) => module.loginSchema));

export function meta() {
  return [{ title: 'Sign in | Owo' }];
}

export default function SignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const google = useGoogleAuthentication();
  const form = useForm({ resolver: validation.resolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const enter = (response: Envelope<SignInResult>) => {
    // Nothing cached for a previous user may leak into this session.
    queryClient.clear();
    void navigate(startSession(response.data), { replace: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: enter,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          void navigate(`/auth/verify-otp?email=${encodeURIComponent(values.email)}`);
        } else {
          showServerFieldErrors(error, values, form.setError, 'Could not sign you in');
        }
      },
    }),
  );

  const busy = login.isPending || google.isPending;
  return (
    <AuthPanel title="Welcome back" description="Sign in to keep your books up to date.">
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@business.ng"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={500}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending} disabled={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
      <GoogleSignIn onCredential={(idToken) => google.mutate({ idToken }, { onSuccess: enter })} />
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        New to Owo?{' '}
        <Anchor component={Link} to="/auth/signup" fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
