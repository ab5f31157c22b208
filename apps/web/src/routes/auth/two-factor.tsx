import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useVerifyTwoFactor } from '../../api/security.ts';
import { AuthPanel, SignInEnded } from '../../components/auth/AuthPanel.tsx';
import { toast } from '../../components/toast.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { startSession, twoFactorChallengeKey } from '../../session/sign-in.ts';

export function meta() {
  return [{ title: 'Two-factor sign-in | Owo' }];
}

const challengeEnded = 'This sign-in has expired';

/**
 * The second step of signing in, when the account has two-factor sign-in on: the code from the
 * authenticator app, or one of the recovery codes. Its own route, so the sign-in page stays light.
 */
export default function TwoFactorSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyTwoFactor();
  const [challenge] = useState(() => sessionStorage.getItem(twoFactorChallengeKey));
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({ defaultValues: { code: '', recoveryCode: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (!challenge) return;
    const typed = useRecovery ? values.recoveryCode.trim() : values.code.replace(/\s/g, '');
    if (!useRecovery && !/^\d{6}$/.test(typed)) {
      form.setError('code', { message: 'Enter the 6-digit code from your authenticator app' });
      return;
    }
    if (useRecovery && typed === '') {
      form.setError('recoveryCode', { message: 'Enter one of your recovery codes' });
      return;
    }
    verify.mutate(useRecovery ? { challenge, recoveryCode: typed } : { challenge, code: typed }, {
      onSuccess: (response) => {
        sessionStorage.removeItem(twoFactorChallengeKey);
        const left = response.data.recoveryCodesLeft;
        if (left !== null) {
          toast({
            type: left <= 3 ? 'warn' : 'info',
            msg: `Recovery code used. You have ${left} left; make new ones in Settings › Security.`,
            duration: 10000,
          });
        }
        queryClient.clear();
        void navigate(startSession(response.data), { replace: true });
      },
      onError: (error) => {
        if (error.message.startsWith(challengeEnded)) {
          sessionStorage.removeItem(twoFactorChallengeKey);
          void navigate('/auth/signin', { replace: true });
          return;
        }
        showServerFieldErrors(error, values, form.setError, 'Could not sign you in');
      },
    });
  });

  if (!challenge) {
    return <SignInEnded icon={<IconShieldLock size={30} />} title="Two-factor sign-in" />;
  }

  return (
    <AuthPanel
      icon={<IconShieldLock size={30} />}
      title="Two-factor sign-in"
      description={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Owo.'
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {useRecovery ? (
            <TextInput
              key="recovery"
              label="Recovery code"
              placeholder="xxxxx-xxxxx"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              data-autofocus
              error={errors.recoveryCode?.message}
              {...form.register('recoveryCode')}
            />
          ) : (
            <TextInput
              key="code"
              label="Authentication code"
              placeholder="123 456"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              error={errors.code?.message}
              {...form.register('code')}
            />
          )}
          <Button type="submit" size="md" loading={verify.isPending}>
            Verify and sign in
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" mt="lg" align="center">
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={500}
          onClick={() => {
            form.clearErrors();
            setUseRecovery((current) => !current);
          }}
        >
          {useRecovery ? 'Use a code from your authenticator app' : 'Lost your phone? Use a recovery code'}
        </Anchor>
        <Anchor component={Link} to="/auth/signin" fz="sm" fw={600}>
          Back to sign in
        </Anchor>
      </Stack>
    </AuthPanel>
  );
}
