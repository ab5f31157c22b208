import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useSignup } from '../../api/auth.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields.tsx';
import { toast } from '../../components/toast.tsx';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const validation = lazyZodResolver(() => import('@owo/core/schemas/auth').then((module) => module.signupSchema));

export function meta() {
  return [{ title: 'Create account | Owo' }];
}

export default function SignUp() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const signup = useSignup();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      readTerms: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (response) => {
        toast({ type: 'success', msg: response.message });
        const email = response.data?.email ?? values.email;
        void navigate(`/auth/signup-success?email=${encodeURIComponent(email)}`);
      },
      onError: (error) => showServerFieldErrors(error, values, form.setError, 'Could not create your account'),
    }),
  );

  return (
    <AuthPanel title="Create your Owo account" description="Start with a free trial. It takes about two minutes.">
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@business.ng"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <NewPasswordFields form={form} />
          <Checkbox
            label={
              <>
                I have read and accept the{' '}
                <Anchor component={Link} to="/term-of-use" target="_blank" inherit>
                  terms of use
                </Anchor>
              </>
            }
            error={errors.readTerms?.message}
            {...form.register('readTerms')}
          />
          <Button type="submit" size="md" loading={signup.isPending} disabled={!hydrated}>
            Create account
          </Button>
        </Stack>
      </form>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/auth/signin" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
