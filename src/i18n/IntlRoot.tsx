// Provides react-intl for the stored language and keeps <html lang dir> and the styled direction in step.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { ThemeRoot } from '../theme/ThemeRoot';
import { selectLanguage } from './uiSlice';
import { applyDocumentLanguage, directionOf, type Language } from './language';
import { cachedMessages, loadMessages, type Messages } from './messages';

interface Shown {
  lang: Language;
  messages: Messages;
}

const reportMissing = (error: { code?: string; message: string }) => {
  // A missing id is a bug the locale tests catch; in the browser it is reported, never thrown.
  console.error(`[i18n] ${error.message}`);
};

export function IntlRoot({ children }: { children: ReactNode }) {
  const lang = useAppSelector(selectLanguage);
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = cachedMessages(lang);
    return messages ? { lang, messages } : null;
  });

  // A catalogue already loaded is used at once (during render); only a new language waits for its chunk.
  const cached = cachedMessages(lang);
  if (cached && shown?.lang !== lang) setShown({ lang, messages: cached });

  useEffect(() => {
    if (cachedMessages(lang)) return;
    let current = true;
    void loadMessages(lang).then((messages) => {
      if (current) setShown({ lang, messages });
    });
    return () => {
      current = false;
    };
  }, [lang]);

  useEffect(() => {
    if (shown) applyDocumentLanguage(shown.lang);
  }, [shown]);

  if (!shown) return null;
  return (
    <IntlProvider
      locale={shown.lang === 'ar' ? 'ar-EG' : 'en-EG'}
      defaultLocale="en-EG"
      messages={shown.messages}
      onError={reportMissing}
    >
      <ThemeRoot direction={directionOf(shown.lang)}>{children}</ThemeRoot>
    </IntlProvider>
  );
}
