import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod validation, loaded when the form is first used rather than with the page. zod and
 * the field rules weigh about 40 KB gzipped, a sixth of what the sign-in page would download
 * before a person on a slow network can type: the page paints without them, `preload` (on the
 * form's first focus) fetches them while the person types, and a submit before they arrive waits
 * for them. The schema is the same one the API checks, so the messages are the same too.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<Schema>) {
  type Resolve = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Resolve> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolve,
    );
    // A failed download (the network dropped) is tried again at the next check, not kept.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const resolver: Resolve = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
