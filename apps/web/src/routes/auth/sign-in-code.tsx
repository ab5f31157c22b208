import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useVerifySignInCode } from '../../api/auth.ts';
import { AuthPanel, SignInEnded } from '../../components/auth/AuthPanel.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { readWaitingSignIn, signInCodeKey, startSession } from '../../session/sign-in.ts';

export function meta() {
  return [{ title: 'Enter the code from your email | Owo' }];
}

const challengeEnded = 'This sign-in has expired';

/**
 * The second step of signing in after several wrong passwords on the account: the code we emailed
 * to it. The password alone no longer signs in, so that someone guessing it cannot; the owner,
 * who reads the email, always can. A new code comes with signing in again.
 */
export default function SignInCode() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifySignInCode();
  const [waiting] = useState(readWaitingSignIn);
  const form = useForm({ defaultValues: { code: '' } });
  const { errors } = form.formState;

  const backToSignIn = () => {
    sessionStorage.removeItem(signInCodeKey);
    void navigate('/auth/signin', { replace: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!waiting) return;
    const code = values.code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      form.setError('code', { message: 'Enter the 6-digit code from the email' });
      return;
    }
    verify.mutate(
      { challenge: waiting.challenge, code },
      {
        onSuccess: (response) => {
          sessionStorage.removeItem(signInCodeKey);
          queryClient.clear();
          void navigate(startSession(response.data), { replace: true });
        },
        onError: (error) => {
          if (error.message.startsWith(challengeEnded)) return backToSignIn();
          showServerFieldErrors(error, values, form.setError, 'Could not sign you in');
        },
      },
    );
  });

  if (!waiting) {
    return <SignInEnded icon={<IconMailCheck size={30} />} title="Enter the code from your email" />;
  }

  return (
    <AuthPanel
      icon={<IconMailCheck size={30} />}
      title="Enter the code from your email"
      description={`We emailed a code to ${waiting.sentTo}. Enter it to finish signing in.`}
    >
      <Text fz="sm" c="dimmed" mb="md">
        We ask for it because someone entered the wrong password for this account several times.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Code from the email"
            placeholder="123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            data-autofocus
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" size="md" loading={verify.isPending}>
            Verify and sign in
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" mt="lg" align="center">
        <Text fz="sm" c="dimmed" ta="center">
          No email after a few minutes? Check your spam folder, or sign in again for a new code.
        </Text>
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={backToSignIn}>
          Back to sign in
        </Anchor>
      </Stack>
    </AuthPanel>
  );
}
