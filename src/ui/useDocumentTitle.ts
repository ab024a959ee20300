// The tab's title for a screen: '{screen} | Genuine Store' in the shop's language. Leaving the screen gives the
// shop's name back, which is home's title (home sets none, so that nothing of this is in the first load).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the title while the screen shows; `screen` undefined (still loading) leaves the current one. */
export function useDocumentTitle(screen: string | undefined) {
  const intl = useIntl();
  useEffect(() => {
    if (!screen) return undefined;
    document.title = intl.formatMessage({ id: 'titles.format' }, { screen });
    return () => {
      document.title = intl.formatMessage({ id: 'app.name' });
    };
  }, [intl, screen]);
}
