import { Button, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { acceptInvitation } from '../../api/team.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { continueSignIn } from '../../session/sign-in.ts';

const validation = lazyZodResolver(() =>
  import('@owo/core/schemas/team').then((module) => module.acceptInvitationFormSchema),
);

export function meta() {
  return [{ title: 'Accept your invitation | Owo' }];
}

/**
 * Where an invitation email's link lands: the person new to Owo chooses a password, which also
 * proves the email is theirs, and goes straight into the company that invited them.
 */
export default function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({ mutationFn: acceptInvitation });
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(
      { token, password: values.password },
      {
        onSuccess: (response) => {
          queryClient.clear();
          void navigate(continueSignIn(response.data), { replace: true });
        },
        onError: (error) => showServerFieldErrors(error, values, form.setError, 'Could not set your password'),
      },
    ),
  );

  if (!token) {
    return (
      <AuthPanel
        title="This invitation link is not complete"
        description="Open the link from your invitation email again, or ask whoever added you to send a new invitation."
      >
        <Button component={Link} to="/auth/signin" size="md" fullWidth>
          Sign in
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      icon={<IconUserPlus size={30} />}
      title="Set your password"
      description="You have been added to a company on Owo. Choose a password to start."
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <Button type="submit" size="md" loading={accept.isPending}>
            Set password and continue
          </Button>
        </Stack>
      </form>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        Already set a password? <Link to="/auth/signin">Sign in</Link>
      </Text>
    </AuthPanel>
  );
}
