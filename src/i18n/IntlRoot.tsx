// Provides react-intl for the stored language and keeps <html lang dir> and the styled direction in step.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { ThemeRoot } from '../theme/ThemeRoot';
import { whenIdle } from '../ui/whenIdle';
import { selectLanguage } from './uiSlice';
import { applyDocumentLanguage, directionOf, type Language } from './language';
import { cachedMessages, loadMessages, setActiveLanguage, subscribeMessages } from './messages';

const reportMissing = (error: { code?: string; message: string }) => {
  // A missing id is a bug the locale tests catch; in the browser it is reported, never thrown.
  console.error(`[i18n] ${error.message}`);
};

export function IntlRoot({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLanguage);
  setActiveLanguage(lang);
  // Re-render when a catalogue (or the rest of one) arrives.
  useSyncExternalStore(subscribeMessages, () => cachedMessages(lang));
  // A language whose catalogue has not arrived yet keeps the previous one on screen until it has.
  const [previous, setPrevious] = useState<Language | null>(null);
  const shown: Language | null = cachedMessages(lang) ? lang : previous;
  if (shown !== previous && shown === lang) setPrevious(lang);
  const messages = shown ? cachedMessages(shown) : undefined;

  useEffect(() => {
    // Booted with the first screen's messages: the rest follow when the browser is idle (any other screen asks
    // for them as it loads). A language switch loads the whole catalogue before it is shown.
    if (cachedMessages(lang)) return whenIdle(() => void loadMessages(lang, 'all'));
    void loadMessages(lang, 'all');
    return undefined;
  }, [lang]);

  useEffect(() => {
    if (shown) applyDocumentLanguage(shown);
  }, [shown]);

  if (!shown || !messages) return null;
  return (
    <IntlProvider
      locale={shown === 'ar' ? 'ar-EG' : 'en-EG'}
      defaultLocale="en-EG"
      messages={messages}
      onError={reportMissing}
    >
      <ThemeRoot direction={directionOf(shown)}>{children}</ThemeRoot>
    </IntlProvider>
  );
}
