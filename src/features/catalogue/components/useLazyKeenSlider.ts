// keen-slider's React hook (`useKeenSlider` from keen-slider/react: the same ref + instance pair, the same
// create / update / destroy), with the library itself loaded once the page has loaded (after the hero's paint)
// instead of in the screen's chunk. The caller's styles lay the slides out at their final size until the slider runs, so nothing moves when
// it starts; until then the slides are plain links and the arrows wait.
import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import type KeenSlider from 'keen-slider';
import { afterPageLoad } from '../../../ui/whenIdle';
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';

let library: Promise<{ default: typeof KeenSlider }> | undefined;
export const loadKeenSlider = () => (library ??= import(/* webpackChunkName: "keen-slider" */ 'keen-slider'));

export function useLazyKeenSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[] = [],
): [RefCallback<T>, { readonly current: KeenSliderInstance | null }] {
  const instanceRef = useRef<KeenSliderInstance | null>(null);
  const containerRef = useRef<T | null>(null);
  const optionsRef = useRef(options);
  const pluginsRef = useRef(plugins);

  const cancelRef = useRef<() => void>(() => undefined);

  const ref = useCallback<RefCallback<T>>((container) => {
    containerRef.current = container;
    cancelRef.current();
    if (!container) {
      instanceRef.current?.destroy();
      instanceRef.current = null;
      return;
    }
    cancelRef.current = afterPageLoad(
      () =>
        void loadKeenSlider().then(({ default: Slider }) => {
          // The element may have gone (or been replaced) while the library loaded.
          if (containerRef.current !== container || instanceRef.current) return;
          instanceRef.current = new Slider(container, optionsRef.current, pluginsRef.current);
        }),
    );
  }, []);

  useEffect(() => {
    if (optionsRef.current === options) return;
    optionsRef.current = options;
    instanceRef.current?.update(options);
  }, [options]);

  return [ref, instanceRef];
}
