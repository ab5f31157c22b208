import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useGenerateVerificationOtp, useVerifySignup } from '../../api/auth.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { OtpField } from '../../components/auth/OtpField.tsx';
import { toast } from '../../components/toast.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { useCooldown } from '../../lib/use-cooldown.ts';
import { startSession } from '../../session/sign-in.ts';

const validation = lazyZodResolver(() => import('@owo/core/schemas/auth').then((module) => module.verifySignupSchema));

export function meta() {
  return [{ title: 'Verify your email | Owo' }];
}

export default function VerifyOtp() {
  const [params] = useSearchParams();
  const emailFromLink = params.get('email') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifySignup();
  const resend = useGenerateVerificationOtp();
  const cooldown = useCooldown(60);
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: emailFromLink, otp: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (response) => {
        toast({ type: 'success', msg: response.message });
        queryClient.clear();
        void navigate(startSession(response.data), { replace: true });
      },
      onError: (error) => showServerFieldErrors(error, values, form.setError, 'Could not verify the code'),
    }),
  );

  const resendCode = async () => {
    const valid = await form.trigger('email');
    if (!valid) return;
    resend.mutate(
      { email: form.getValues('email') },
      {
        onSuccess: (response) => {
          toast({ type: 'success', msg: response.message || 'A new code is on its way' });
          cooldown.start();
        },
      },
    );
  };

  return (
    <AuthPanel
      icon={<IconShieldCheck size={30} />}
      title="Verify your email"
      description={
        emailFromLink ? (
          <>
            Enter the 6-digit code we sent to{' '}
            <Text span fw={600} c="dark">
              {emailFromLink}
            </Text>
            .
          </>
        ) : (
          'Enter your email and the 6-digit code we sent to it.'
        )
      }
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="lg">
          {emailFromLink ? null : (
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          )}
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
          <Button type="submit" size="md" loading={verify.isPending}>
            Verify
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" mt="lg" gap="xs">
        <Text fz="sm" c="dimmed">
          {cooldown.remaining > 0 ? `You can ask for another code in ${cooldown.remaining} s.` : 'Did not get a code?'}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={resendCode}
          loading={resend.isPending}
          disabled={cooldown.remaining > 0}
        >
          Resend code
        </Button>
      </Group>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        <Anchor component={Link} to="/auth/signin" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
