import { Anchor, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useChangePassword } from '../../api/security.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { toast } from '../toast.tsx';

const validation = lazyZodResolver(() =>
  import('@owo/core/schemas/security').then((module) => module.changePasswordFormSchema),
);

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and again; the other devices signed in are signed out when it changes. */
export function ChangePasswordCard({ hasPassword }: { hasPassword: boolean | undefined }) {
  const change = useChangePassword();
  const form = useForm({ resolver: validation.resolver, defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          toast({ type: 'success', msg: 'Your password has been changed. Your other devices have been signed out.' });
          form.reset(empty);
        },
        onError: (error) =>
          showServerFieldErrors(error, form.getValues(), form.setError, 'Could not change the password'),
      },
    ),
  );

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="lg" mb={4}>
        Change password
      </Title>
      {hasPassword === false ? (
        <Text c="dimmed" fz="sm">
          You sign in with Google and have no Owo password yet. To set one, use{' '}
          <Anchor component={Link} to="/auth/forgot-password">
            Forgot password
          </Anchor>{' '}
          on the sign-in page: we will email you a code.
        </Text>
      ) : (
        <>
          <Text c="dimmed" fz="sm" mb="md">
            After the change, every other device signed in to your account is signed out, and we email you a notice.
          </Text>
          <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
            <Stack gap="sm" maw={420}>
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                error={errors.oldPassword?.message}
                {...form.register('oldPassword')}
              />
              <PasswordInput
                label="New password"
                description="At least 8 characters"
                autoComplete="new-password"
                error={errors.newPassword?.message}
                {...form.register('newPassword')}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
              <Group>
                <Button type="submit" loading={change.isPending}>
                  Change password
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
    </Card>
  );
}
