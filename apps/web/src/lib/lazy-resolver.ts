import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod schema, loaded when the form is first used rather than with the page. zod and the
 * field rules weigh about 40 KB gzipped, a sixth of what the sign-in page would download before a
 * person on a slow network can type: the page paints without them, `preload` (on the form's first
 * focus) fetches them while the person types, and a submit before they arrive waits for them. The
 * schema is the same one the API checks, so the messages are the same too.
 */
export function lazySchema<Loaded>(loadSchema: () => Promise<Loaded>) {
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= loadSchema();
    // A failed download (the network dropped) is tried again at the next check, not kept.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return { load, preload: () => void load().catch(() => undefined) };
}

/** The same, as react-hook-form's resolver. */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<Schema>) {
  type Resolve = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const schema = lazySchema(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded) as unknown as Resolve,
    ),
  );
  const resolver: Resolve = async (values, context, options) => (await schema.load())(values, context, options);
  return { resolver, preload: schema.preload };
}
