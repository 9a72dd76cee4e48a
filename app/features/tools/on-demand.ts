/** A module (or a value from one) fetched once, when first asked for: code a page can hydrate without. */
export interface OnDemand<T> {
  /** The value once it has loaded. */
  loaded: () => T | undefined;
  /** Starts the load (once; again after a failure) and resolves with the value. */
  load: () => Promise<T>;
}

export function onDemand<T>(importValue: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () => {
      loading ??= importValue().then(
        (loadedValue) => {
          value = loadedValue;
          return loadedValue;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** Runs `task` once the browser is idle (a short delay where idle callbacks are missing); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
