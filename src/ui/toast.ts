/*
 * Toasts without react-toastify in the first load: the library (and its stylesheet, which it injects) loads on the
 * first toast; <Toasts /> renders its container from then on. react-toastify keeps toasts raised before a
 * container is mounted and shows them when it mounts, so nothing is lost while the chunk arrives.
 */
import type { ReactNode } from 'react';
import type * as ReactToastify from 'react-toastify';

export interface ToastOptions {
  toastId?: string | number;
  autoClose?: number | false;
}

type Toastify = typeof ReactToastify;

let loading: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<(module: Toastify) => void>();

/** Loads react-toastify once; every caller gets the same module. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import(/* webpackChunkName: "toastify" */ 'react-toastify').then((module) => {
    loaded = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return loading;
}

/** The module when it is already loaded (the container renders it at once). */
export const loadedToastify = (): Toastify | undefined => loaded;

/** Calls back when the module has loaded; returns the unsubscribe. */
export function onToastifyLoaded(listener: (module: Toastify) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show = (kind: 'success' | 'error' | 'info') => (content: ReactNode, options?: ToastOptions) => {
  if (loaded) {
    loaded.toast[kind](content, options);
    return;
  }
  void loadToastify().then((module) => module.toast[kind](content, options));
};

/** The subset of react-toastify's `toast` the shop uses, with the same signatures. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
};
