import type { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { defineMessages, useIntl } from 'react-intl';
import { DATE_LOCALES } from '../i18n/dateLocale.ts';
import { isLocale } from '../i18n/locales.ts';
import type { Locale } from '../i18n/locales.ts';

const messages = defineMessages({
  invalid: { id: 'ui.IsoDateInput.invalid', defaultMessage: 'Invalid date', description: 'Shown in a date field holding text that is not a date' },
  outOfRange: { id: 'ui.IsoDateInput.outOfRange', defaultMessage: 'Out of range', description: 'Shown in a date field holding a date outside the allowed years' },
  today: { id: 'ui.IsoDateInput.today', defaultMessage: 'Today', description: 'Button of the calendar that picks today' },
  clear: { id: 'ui.IsoDateInput.clear', defaultMessage: 'Clear', description: 'Button of the calendar that empties the date' },
});

/** How each language types a date: day first in Portuguese, month first in English (date-fns patterns). */
const FORMATS: Record<Locale, string> = { 'pt-BR': 'dd/MM/yyyy', en: 'MM/dd/yyyy' };
const PLACEHOLDERS: Record<Locale, string> = { 'pt-BR': 'dd/mm/aaaa', en: 'mm/dd/yyyy' };

// Far enough back for old investments, and a few years ahead for dates planned in advance.
const MIN_DATE = new Date(1950, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 5, 11, 31);

export interface IsoDateInputProps {
  /** The input's id, for its FormGroup's `labelFor`. */
  id: string;
  /** The date as `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  /** Called with the new date as `YYYY-MM-DD`, or null when the field is emptied or holds no valid date. */
  onChange: (date: string | null) => void;
  /** @default Intent.NONE */
  intent?: Intent;
  /** Marks the input invalid for assistive technology. @default false */
  invalid?: boolean;
  /** The id of the text that explains the field or its error. @default none */
  describedBy?: string;
}

/**
 * Blueprint's `DateInput` for calendar dates: typed and shown in the user's language (`dd/MM/yyyy` in Portuguese,
 * weeks from Sunday; `MM/dd/yyyy` in English), read and written as `YYYY-MM-DD`, the `date` of the database. The
 * date-fns locale is passed in rather than left to Blueprint's loader, whose dynamic import breaks in Vite builds.
 */
export function IsoDateInput({ id, value, onChange, intent, invalid = false, describedBy }: IsoDateInputProps) {
  const intl = useIntl();
  const language: Locale = isLocale(intl.locale) ? intl.locale : 'en';
  return (
    <DateInput
      value={value}
      // Without a time precision Blueprint answers `YYYY-MM-DDT00:00:00`: the day is the first ten characters.
      onChange={(next) => { onChange(next === null ? null : next.slice(0, 10)); }}
      locale={DATE_LOCALES[language]}
      dateFnsFormat={FORMATS[language]}
      placeholder={PLACEHOLDERS[language]}
      minDate={MIN_DATE}
      maxDate={MAX_DATE}
      showActionsBar
      todayButtonText={intl.formatMessage(messages.today)}
      clearButtonText={intl.formatMessage(messages.clear)}
      invalidDateMessage={intl.formatMessage(messages.invalid)}
      outOfRangeMessage={intl.formatMessage(messages.outOfRange)}
      highlightCurrentDay
      fill
      inputProps={{ id, intent, 'aria-invalid': invalid, 'aria-describedby': describedBy }}
    />
  );
}
