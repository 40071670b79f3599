import { HTMLSelect } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { useLocale } from '../i18n/IntlRoot.tsx';
import { isLocale, localeChoice, LOCALES } from '../i18n/locales.ts';
import type { Locale } from '../i18n/locales.ts';

const messages = defineMessages({
  label: { id: 'ui.LanguageSelect.label', defaultMessage: 'Language', description: 'Label of the language selector' },
});

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Locale, string> = { 'pt-BR': 'Português (Brasil)', en: 'English' };

export interface LanguageSelectProps {
  /** @default false */
  minimal?: boolean;
  /**
   * A language held by the page alone (the no-login answer form), with `onChange`. @default the portal's choice,
   * kept across reloads
   */
  value?: Locale;
  /** Called with the language picked, instead of changing the portal's choice. @default none */
  onChange?: (locale: Locale) => void;
}

/** The language switch: the choice is kept across reloads (and by every open tab), unless the page holds it. */
export function LanguageSelect({ minimal = false, value, onChange = localeChoice.set }: LanguageSelectProps) {
  const intl = useIntl();
  const portalLocale = useLocale();
  return (
    <HTMLSelect
      aria-label={intl.formatMessage(messages.label)}
      minimal={minimal}
      value={value ?? portalLocale}
      onChange={(event) => {
        if (isLocale(event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
      options={LOCALES.map((locale) => ({ value: locale, label: NATIVE_NAMES[locale] }))}
    />
  );
}
