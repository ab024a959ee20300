// A module loaded on demand, once, and remembered: code that renders after the load can use it at once, without a
// Suspense round. A failed load (offline) is not remembered, so the next call tries again. No imports on purpose:
// main.tsx uses loaders built on it before the store's and React's modules have run.

export interface LazyModule<M> {
  /** Loads the module (once; callers share the load). */
  load: () => Promise<M>;
  /** The module, if it has loaded. */
  loaded: () => M | undefined;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () =>
      (loading ??= importModule().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
