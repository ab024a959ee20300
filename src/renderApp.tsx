// The first render (main.tsx evaluates this module, and React's, only when the first screen is ready): the app's
// providers around the router, rendered in a transition so React yields to the browser while it builds the tree.
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './app/router';
import type { AppStore } from './app/store';
import { AppProviders } from './app/AppProviders';
import { connectRouter } from './app/connectRouter';
import { PAGE_SHELL_ATTRIBUTE } from './contract/pageShells';

/**
 * A landing screen's page carries a pre-rendered first frame in #root (firstFrame/build). React's first commit
 * replaces it (createRoot clears its container); its styles go in the same commit, after the app's own are in.
 */
function RemovePrerenderedFrame() {
  useLayoutEffect(() => {
    document.querySelectorAll(`style[${PAGE_SHELL_ATTRIBUTE}]`).forEach((style) => style.remove());
  }, []);
  return null;
}

export function renderApp(store: AppStore, router: ReturnType<typeof createAppRouter>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  connectRouter(store, router);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <RemovePrerenderedFrame />
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
