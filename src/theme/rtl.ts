// stylis-plugin-rtl (with cssjanus) loads only for a right-to-left language, alongside its message catalogue.
import type { Middleware } from 'stylis';

let plugins: Middleware[] | undefined;
let loading: Promise<Middleware[]> | undefined;

export function loadRtlPlugins(): Promise<Middleware[]> {
  loading ??= import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl').then((module) => {
    plugins = [module.default];
    return plugins;
  });
  return loading;
}

/** The plugins once loaded; i18n/messages.ts loads them with the Arabic catalogue, before Arabic is shown. */
export const loadedRtlPlugins = (): Middleware[] | undefined => plugins;
