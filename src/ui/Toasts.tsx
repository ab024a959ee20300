// The toast container, rendered once react-toastify has loaded: on the first toast, or when the browser is idle
// after the first screen (so later toasts show at once). Nothing of it is in the first load.
import { useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { loadedToastify, loadToastify, onToastifyLoaded } from './toast';

const IDLE_TIMEOUT_MS = 3000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

export function Toasts(props: ToastContainerProps) {
  const [module, setModule] = useState(loadedToastify);
  useEffect(() => {
    if (module) return undefined;
    const unsubscribe = onToastifyLoaded(setModule);
    const cancel = whenIdle(() => void loadToastify());
    return () => {
      unsubscribe();
      cancel();
    };
  }, [module]);
  if (!module) return null;
  const { ToastContainer } = module;
  return <ToastContainer {...props} />;
}
