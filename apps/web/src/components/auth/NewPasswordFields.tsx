import { PasswordInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

type PasswordForm<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>;

/**
 * A new password typed twice, as signing up, resetting a password and accepting an invitation ask
 * for it. The form's schema checks the pair (core: password() and 'Passwords must match').
 */
export function NewPasswordFields<Values extends FieldValues & PasswordPair>({ form }: { form: PasswordForm<Values> }) {
  const password = 'password' as Path<Values>;
  const confirmPassword = 'confirmPassword' as Path<Values>;
  return (
    <>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        description="At least 8 characters"
        error={form.getFieldState(password, form.formState).error?.message}
        {...form.register(password)}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={form.getFieldState(confirmPassword, form.formState).error?.message}
        {...form.register(confirmPassword)}
      />
    </>
  );
}
