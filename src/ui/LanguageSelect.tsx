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

/** The language switch: the choice is kept across reloads (and by every open tab). */
export function LanguageSelect({ minimal = false }: { /** @default false */ minimal?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <HTMLSelect
      aria-label={intl.formatMessage(messages.label)}
      minimal={minimal}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.currentTarget.value)) localeChoice.set(event.currentTarget.value);
      }}
      options={LOCALES.map((value) => ({ value, label: NATIVE_NAMES[value] }))}
    />
  );
}
