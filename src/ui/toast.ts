/*
 * Toasts without react-toastify in the first load: the library (and its stylesheet, which it injects) loads on the
 * first toast; <Toasts /> renders its container from then on. react-toastify keeps toasts raised before a
 * container is mounted and shows them when it mounts, so nothing is lost while the chunk arrives.
 */
import type { ReactNode } from 'react';
import type * as ReactToastify from 'react-toastify';
import { lazyModule } from './lazyModule';
import { afterNextPaint } from './whenIdle';

export interface ToastOptions {
  toastId?: string | number;
  autoClose?: number | false;
}

type Toastify = typeof ReactToastify;

const listeners = new Set<(module: Toastify) => void>();

const toastify = lazyModule(() =>
  import(/* webpackChunkName: "toastify" */ 'react-toastify').then((module) => {
    for (const listener of listeners) listener(module);
    return module;
  }),
);

/** Loads react-toastify once; every caller gets the same module. */
export const loadToastify = toastify.load;

/** The module when it is already loaded (the container renders it at once). */
export const loadedToastify = toastify.loaded;

/** Calls back when the module has loaded; returns the unsubscribe. */
export function onToastifyLoaded(listener: (module: Toastify) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/*
 * A toast is raised after the next paint, so the frame that answers the shopper's press (the stepper replacing Add
 * to Cart, say) never waits for it: with the toast in the same frame, Add to Cart took 240 ms to paint on a 4×
 * throttled phone, 168 ms without it (`npm run bench:inp`, 2026-11-26).
 */
const show = (kind: 'success' | 'error' | 'info') => (content: ReactNode, options?: ToastOptions) => {
  afterNextPaint(() => {
    const loaded = toastify.loaded();
    if (loaded) {
      loaded.toast[kind](content, options);
      return;
    }
    void loadToastify().then((module) => module.toast[kind](content, options));
  });
};

/** The subset of react-toastify's `toast` the shop uses, with the same signatures. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
};
