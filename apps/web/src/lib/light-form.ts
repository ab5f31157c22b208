import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form of a few text fields for the pages a person opens first (sign-in), without the form
 * library the rest of the app uses: it weighs 15 KB gzipped, a twelfth of what the sign-in page may
 * download. Validation is the API's own zod schema, loaded on the form's first focus (as
 * lazyZodResolver does), so the messages are the same. `setError` has react-hook-form's shape,
 * so lib/form-errors.ts shows the server's field errors here too.
 */
export function useLightForm<Values extends Record<string, string>>(
  initial: Values,
  loadSchema: () => Promise<z.ZodType<unknown, Values>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const schema = useRef<Promise<z.ZodType<unknown, Values>> | undefined>(undefined);
  const load = () => {
    schema.current ??= loadSchema();
    // A failed download (the network dropped) is tried again at the next check, not kept.
    schema.current.catch(() => {
      schema.current = undefined;
    });
    return schema.current;
  };

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const setError = ((name: string, error: { message?: string }) =>
    setErrors((current) => ({ ...current, [name]: error.message }))) as UseFormSetError<Values>;

  /** Checks the values with the schema, then hands the parsed ones to `onValid`. */
  const handleSubmit = (onValid: (values: Values) => void) => async (event: FormEvent) => {
    event.preventDefault();
    const result = (await load()).safeParse(values);
    if (result.success) {
      setErrors({});
      onValid(values);
      return;
    }
    const found: Partial<Record<keyof Values, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof Values;
      found[name] ??= issue.message;
    }
    setErrors(found);
  };

  return { values, errors, field, setError, handleSubmit, preload: () => void load().catch(() => undefined) };
}
