import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';
import type { Catalogue } from './catalogues.ts';
import { FALLBACK_LOCALE, localeChoice } from './locales.ts';
import type { Locale } from './locales.ts';

/** The current language, re-rendering when it changes here or in another tab. */
export function useLocale(): Locale {
  // The third getter serves the sign-in page's prerender at build time (src/prerender), where the choice is in memory.
  return useSyncExternalStore(localeChoice.subscribe, localeChoice.get, localeChoice.get);
}

interface Shown {
  locale: Locale;
  messages: Catalogue;
}

/**
 * Every screen's messages in the chosen language. The boot loads the first language's catalogue before rendering;
 * after a switch the page keeps the previous language until the new catalogue has arrived, rather than flashing
 * English defaults. A message missing from a catalogue shows its English default (the catalogue test keeps that from
 * shipping). `<html lang>` follows, for screen readers and the browser's hyphenation.
 */
export function IntlRoot({ children, locale: forced }: { children: ReactNode; locale?: Locale }) {
  const chosen = useLocale();
  const wanted = forced ?? chosen;
  // The language last shown whose catalogue had to be fetched; shown again while another one is on its way.
  const [fetched, setFetched] = useState<Shown>(() => ({ locale: wanted, messages: loadedCatalogue(wanted) ?? {} }));
  const ready = loadedCatalogue(wanted);
  const shown: Shown = ready ? { locale: wanted, messages: ready } : fetched;

  useEffect(() => {
    if (loadedCatalogue(wanted)) return;
    let current = true;
    void loadCatalogue(wanted).then((messages) => {
      if (current) setFetched({ locale: wanted, messages });
    });
    return () => { current = false; };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  return (
    <IntlProvider locale={shown.locale} defaultLocale={FALLBACK_LOCALE} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
