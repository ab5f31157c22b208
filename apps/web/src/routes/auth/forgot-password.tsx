import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconLockQuestion } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useResetPassword } from '../../api/auth.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const validation = lazyZodResolver(() => import('@owo/core/schemas/auth').then((module) => module.emailSchema));

export function meta() {
  return [{ title: 'Forgot password | Owo' }];
}

export default function ForgotPassword() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const reset = useResetPassword();
  const form = useForm({ resolver: validation.resolver, defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => void navigate(`/auth/reset-link?email=${encodeURIComponent(values.email)}`),
      onError: (error) => showServerFieldErrors(error, values, form.setError, 'Could not send the code'),
    }),
  );

  return (
    <AuthPanel
      icon={<IconLockQuestion size={30} />}
      title="Forgot your password?"
      description="Tell us the email you sign in with and we will send you a code to set a new password."
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@business.ng"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="md" loading={reset.isPending} disabled={!hydrated}>
            Send reset code
          </Button>
        </Stack>
      </form>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/auth/signin" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
