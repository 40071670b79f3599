import { isLocale } from './localeTags.ts';

/** `Intl.NumberFormat`, `Intl.DateTimeFormat`: what react-intl and intl-messageformat ask. */
interface LocaleData {
  supportedLocalesOf(locales: string | readonly string[], options?: { localeMatcher?: string }): string[];
}

/**
 * `kind.supportedLocalesOf(locales)`, answered without ICU for one of the portal's locales, which every browser with
 * Intl supports; anything else goes to Intl (scripts/knownLocales.ts says where this is called from and why).
 */
export function supportedLocalesOf(kind: LocaleData, locales: string | readonly string[], options?: { localeMatcher?: string }): string[] {
  if (typeof locales === 'string' && isLocale(locales)) return [locales];
  return kind.supportedLocalesOf(locales, options);
}
