// Loads the signed-in header widget (./UserMenu) once, and remembers it, so that a render after the load needs no
// second round. Only a type import on purpose: main.tsx calls it at boot, before the store's and React's modules run.
import type * as UserMenu from './UserMenu';

type UserMenuModule = typeof UserMenu;

let loaded: UserMenuModule | undefined;

export const loadUserMenu = (): Promise<UserMenuModule> =>
  import(/* webpackChunkName: "user-menu" */ './UserMenu').then((module) => (loaded = module));

export const loadedUserMenu = () => loaded;
