import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

type Fields<Values> = Partial<Record<keyof Values & string, string>>;

interface LoadedSchema<Schema extends z.ZodType> {
  load: () => Promise<Schema>;
}

/**
 * A small form for the pages people open first (sign-in), where react-hook-form's 15 KB is a
 * twelfth of what the page downloads. The browser keeps the fields' values (uncontrolled, read
 * with FormData when the form is sent), so what someone types into the prerendered form before
 * the script has started is kept at hydration. Its schema is loaded on first use (lazySchema in
 * lazy-resolver.ts); like react-hook-form, it checks on submit, then again as the person corrects,
 * and puts the first field at fault in focus.
 */
export function usePlainForm<Schema extends z.ZodType<Record<string, string>>>(schema: LoadedSchema<Schema>) {
  type Values = z.output<Schema>;
  const element = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Fields<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  const values = useCallback((): Record<string, string> => {
    const form = element.current;
    if (!form) return {};
    return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
  }, []);

  /** The schema's messages by field, or the values it gives when they pass. */
  const check = useCallback(
    async (raw: Record<string, string>): Promise<{ data: Values } | { errors: Fields<Values> }> => {
      let loaded: Schema;
      try {
        loaded = await schema.load();
      } catch {
        // The rules could not be downloaded: the server checks the same schema and answers per field.
        return { data: raw as Values };
      }
      const result = loaded.safeParse(raw);
      if (result.success) return { data: result.data as Values };
      const found: Fields<Values> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof Values & string;
        found[field] ??= issue.message;
      }
      return { errors: found };
    },
    [schema],
  );

  const handleSubmit = (send: (values: Values) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const outcome = await check(values());
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      const first = Object.keys(outcome.errors)[0];
      if (first) element.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    setErrors({});
    await send(outcome.data);
  };

  /** After a first submit, messages follow the person's corrections, as they type. */
  const onInput = () => {
    if (!submitted) return;
    void check(values()).then((outcome) => setErrors('errors' in outcome ? outcome.errors : {}));
  };

  /** A message from elsewhere (the server) under its field; the same shape as react-hook-form's. */
  const setError = useCallback((name: string, error: { message?: string }) => {
    setErrors((current) => ({ ...current, [name]: error.message }));
  }, []);

  return { ref: element, errors, handleSubmit, onInput, setError, getValues: values };
}
