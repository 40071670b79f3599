import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from './catalogues/en.json';
import ptBR from './catalogues/pt-BR.json';
import { FALLBACK_LOCALE, localeChoice } from './locales.ts';
import type { Locale } from './locales.ts';

const CATALOGUES: Record<Locale, Record<string, string>> = { 'pt-BR': ptBR, en };

/** The current language, re-rendering when it changes here or in another tab. */
export function useLocale(): Locale {
  return useSyncExternalStore(localeChoice.subscribe, localeChoice.get);
}

/**
 * Every screen's messages in the chosen language. A message missing from pt-BR shows its English text (the
 * catalogue test keeps that from shipping); `<html lang>` follows, for screen readers and the browser's hyphenation.
 */
export function IntlRoot({ children, locale: forced }: { children: ReactNode; locale?: Locale }) {
  const chosen = useLocale();
  const locale = forced ?? chosen;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={FALLBACK_LOCALE}
      messages={{ ...CATALOGUES[FALLBACK_LOCALE], ...CATALOGUES[locale] }}
    >
      {children}
    </IntlProvider>
  );
}
