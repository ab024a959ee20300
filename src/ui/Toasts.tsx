// The toast container (./ToastHost), rendered once react-toastify has loaded: on the first toast, or when the
// browser is idle after the first screen (so later toasts show at once). Nothing of it is in the first load.
import { useEffect, useState } from 'react';
import { onToastifyLoaded } from './toast';
import { whenIdle } from './whenIdle';
import { lazyModule } from './lazyModule';

// The same chunk as react-toastify (src/ui/toast.ts): after a toast has loaded the library, this is already here.
const host = lazyModule(() => import(/* webpackChunkName: "toastify" */ './ToastHost'));

export function Toasts({ rtl }: { rtl: boolean }) {
  const [module, setModule] = useState(host.loaded);
  useEffect(() => {
    if (module) return undefined;
    let mounted = true;
    const load = () =>
      void host.load().then(
        (loaded) => mounted && setModule(loaded),
        () => undefined,
      );
    const unsubscribe = onToastifyLoaded(load);
    const cancel = whenIdle(load);
    return () => {
      mounted = false;
      unsubscribe();
      cancel();
    };
  }, [module]);
  return module ? <module.ToastHost rtl={rtl} /> : null;
}
