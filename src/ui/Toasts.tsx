// The toast container, rendered once react-toastify has loaded: on the first toast, or when the browser is idle
// after the first screen (so later toasts show at once). Nothing of it is in the first load.
import { useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { loadedToastify, loadToastify, onToastifyLoaded } from './toast';
import { whenIdle } from './whenIdle';

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
