import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCompletePasswordReset } from '../../api/auth.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields.tsx';
import { OtpField } from '../../components/auth/OtpField.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';

const validation = lazyZodResolver(() =>
  import('@owo/core/schemas/auth').then((module) => module.newPasswordFormSchema),
);

export function meta() {
  return [{ title: 'Set a new password | Owo' }];
}

export default function NewPassword() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    complete.mutate(
      { email, otp: values.otp, password: values.password },
      {
        onSuccess: () => void navigate('/auth/password-set', { replace: true }),
        onError: (error) => showServerFieldErrors(error, values, form.setError, 'Could not change the password'),
      },
    ),
  );

  if (!email) {
    return (
      <AuthPanel title="Set a new password" description="This page needs the email the code was sent to.">
        <Button component={Link} to="/auth/forgot-password" size="md" fullWidth>
          Get a reset code
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      icon={<IconKey size={30} />}
      title="Set a new password"
      description={
        <>
          Enter the code sent to{' '}
          <Text span fw={600} c="dark">
            {email}
          </Text>{' '}
          and choose a new password.
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="otp"
            render={({ field, fieldState }) => (
              <OtpField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <NewPasswordFields form={form} />
          <Button type="submit" size="md" loading={complete.isPending}>
            Set password
          </Button>
        </Stack>
      </form>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        <Anchor component={Link} to="/auth/forgot-password" fw={600}>
          Send a new code
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
