// Provides react-intl for the stored language and keeps <html lang dir> and the styled direction in step.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import { ThemeRoot } from '../theme/ThemeRoot';
import { whenIdle } from '../ui/whenIdle';
import { selectLanguage } from './uiSlice';
import { applyDocumentLanguage, directionOf, intlLocaleOf, type Language } from './language';
import {
  cachedMessages,
  hasAllMessages,
  hasStaffMessages,
  isStaffOnScreen,
  loadMessages,
  loadedScope,
  setActiveLanguage,
  subscribeMessages,
} from './messages';

const reportMissing = (error: { code?: string; message: string }) => {
  // A missing id is a bug the locale tests catch; in the browser it is reported, never thrown.
  console.error(`[i18n] ${error.message}`);
};

export function IntlRoot({ children }: { children: ReactNode }) {
  const lang = useSelector(selectLanguage);
  setActiveLanguage(lang);
  // Re-render when a catalogue (or the rest of one) arrives. The rest is merged into the catalogue object in place,
  // so IntlProvider keeps its intl object and the screens below do not re-render for it.
  const scope = () => `${loadedScope(lang)}${hasStaffMessages(lang) ? '+staff' : ''}`;
  // The third argument serves the build-time render (src/firstFrame), which loads the catalogue before it renders.
  useSyncExternalStore(subscribeMessages, scope, scope);
  // In the back office, a language is complete with its staff part.
  const staff = useSyncExternalStore(subscribeMessages, isStaffOnScreen, isStaffOnScreen);
  const complete = hasAllMessages(lang) && (!staff || hasStaffMessages(lang));
  // The language booted with shows as soon as its core is here (the first screen needs no more). A language the
  // shopper switches to shows once all of its catalogue is here, whatever screen is open; until then the
  // previous one stays.
  const [previous, setPrevious] = useState<Language | null>(null);
  const ready = complete || (cachedMessages(lang) !== undefined && (previous === null || previous === lang));
  if (ready && previous !== lang) setPrevious(lang);
  const shown: Language | null = ready ? lang : previous;
  const messages = shown ? cachedMessages(shown) : undefined;

  useEffect(() => {
    if (hasAllMessages(lang)) return undefined;
    // Booted with the core: the rest follows when the browser is idle (a screen that needs it asks sooner).
    if (ready) return whenIdle(() => void loadMessages(lang, 'all'));
    void loadMessages(lang, 'all');
    return undefined;
  }, [lang, ready]);

  useEffect(() => {
    if (shown) applyDocumentLanguage(shown);
  }, [shown]);

  if (!shown || !messages) return null;
  return (
    <IntlProvider
      locale={intlLocaleOf(shown)}
      defaultLocale="en-EG"
      messages={messages}
      onError={reportMissing}
    >
      <ThemeRoot direction={directionOf(shown)}>{children}</ThemeRoot>
    </IntlProvider>
  );
}
