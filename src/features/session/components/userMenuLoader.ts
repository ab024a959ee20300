// The signed-in header widget (./UserMenu), loaded once and remembered (src/ui/lazyModule.ts): main.tsx starts it at
// boot when a user is stored, AccountArea renders it at once when it is here.
import { lazyModule } from '../../../ui/lazyModule';

export const userMenu = lazyModule(() => import(/* webpackChunkName: "user-menu" */ './UserMenu'));
