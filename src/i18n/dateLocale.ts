import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import type { Locale } from './locales.ts';

/**
 * The date-fns locale of each language, for Blueprint's date inputs and for date arithmetic by week. Brazilian
 * calendars start the week on Sunday, and the first week of the year is the one containing 1 January (spec §9);
 * stated here rather than trusted to the library's defaults, so an upgrade cannot move a week.
 */
export const DATE_LOCALES: Record<Locale, DateFnsLocale> = {
  'pt-BR': { ...ptBR, options: { ...ptBR.options, weekStartsOn: 0, firstWeekContainsDate: 1 } },
  en: enUS,
};
