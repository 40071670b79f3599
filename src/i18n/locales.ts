import { persistedValue } from '../ui/persistedValue.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './localeTags.ts';

// The tags themselves live apart, free of the browser's globals, so that the known-locales answer
// (src/i18n/supportedLocales.ts) loads in Node too, where its test runs.
export { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from './localeTags.ts';

/** The chosen language, kept across reloads and shared between tabs. */
export const localeChoice = persistedValue<Locale>('locale', (stored) => (isLocale(stored) ? stored : null), DEFAULT_LOCALE);
