// Everything a screen needs around it: the store, the language and the theme. Tests use the same providers.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { IntlRoot } from '../i18n/IntlRoot';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <IntlRoot>{children}</IntlRoot>
    </Provider>
  );
}
