import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validation (zod and the form's schema, often a quarter of a
 * form page's script) loads on demand, so the form renders and hydrates without it. `preload`
 * fetches it ahead of the first check, e.g. when the visitor first focuses the form. A failed
 * load answers one form-level error (`errors.root`) and is tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  loadFailedMessage: string,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    try {
      const resolve = await loaded();
      return await resolve(values, context, options);
    } catch {
      const errors = { root: { type: "load", message: loadFailedMessage } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
  };
  return {
    resolver,
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
