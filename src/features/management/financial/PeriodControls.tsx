import { HTMLSelect } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PERIOD_PARAMS, type FinancialPeriod } from './financialPeriod.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  year: { id: 'management.PeriodControls.year', defaultMessage: 'Year', description: 'Label of the year select of the financial analysis' },
  from: { id: 'management.PeriodControls.from', defaultMessage: 'From', description: 'Label of the first month of the range shown' },
  to: { id: 'management.PeriodControls.to', defaultMessage: 'To', description: 'Label of the last month of the range shown' },
  period: { id: 'management.PeriodControls.period', defaultMessage: 'Period shown', description: 'Accessible name of the year and month range controls' },
});

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The year and, inside it, the range of months the tabs show; both in the address. */
export function PeriodControls({ years, period }: { years: readonly number[]; period: FinancialPeriod }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'long', timeZone: 'UTC' });
  const set = (changes: Record<string, string | null>) => {
    setParams((current) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) current.delete(name); else current.set(name, value);
      }
      return current;
    });
  };
  const yearOptions = years.length > 0 ? years : [period.year];
  return (
    <div className={classes.controls} role="group" aria-label={intl.formatMessage(messages.period)}>
      <label className={classes.control}>
        <span>{intl.formatMessage(messages.year)}</span>
        <HTMLSelect
          value={period.year}
          onChange={(event) => { set({ [PERIOD_PARAMS.year]: event.currentTarget.value, [PERIOD_PARAMS.from]: null, [PERIOD_PARAMS.to]: null }); }}
          options={yearOptions.map((year) => ({ value: year, label: String(year) }))}
        />
      </label>
      <label className={classes.control}>
        <span>{intl.formatMessage(messages.from)}</span>
        <HTMLSelect
          value={period.fromMonth}
          onChange={(event) => {
            const from = Number(event.currentTarget.value);
            set({ [PERIOD_PARAMS.from]: String(from), [PERIOD_PARAMS.to]: String(Math.max(from, period.toMonth)) });
          }}
          options={MONTHS.map((month) => ({ value: month, label: monthName(month) }))}
        />
      </label>
      <label className={classes.control}>
        <span>{intl.formatMessage(messages.to)}</span>
        <HTMLSelect
          value={period.toMonth}
          onChange={(event) => {
            const to = Number(event.currentTarget.value);
            set({ [PERIOD_PARAMS.to]: String(to), [PERIOD_PARAMS.from]: String(Math.min(to, period.fromMonth)) });
          }}
          options={MONTHS.map((month) => ({ value: month, label: monthName(month) }))}
        />
      </label>
    </div>
  );
}
