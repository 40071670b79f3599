import { HTMLSelect } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
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
  const [params, setParams] = useSearchParams();
  // The range as last chosen: a second choice made before the page has drawn the first must build on it, not on
  // the address the page last drew (react-router hands its setter the params of the last render).
  const latest = useRef<{ params: URLSearchParams; from: number; to: number } | null>(null);
  useEffect(() => { latest.current = null; }, [params]);
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'long', timeZone: 'UTC' });
  const range = () => latest.current ?? { params, from: period.fromMonth, to: period.toMonth };
  const set = (changes: Record<string, string | null>, from: number, to: number) => {
    const next = new URLSearchParams(range().params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name); else next.set(name, value);
    }
    latest.current = { params: next, from, to };
    setParams(next);
  };
  const yearOptions = years.length > 0 ? years : [period.year];
  return (
    <div className={classes.controls} role="group" aria-label={intl.formatMessage(messages.period)}>
      <label className={classes.control}>
        <span>{intl.formatMessage(messages.year)}</span>
        <HTMLSelect
          value={period.year}
          onChange={(event) => { set({ [PERIOD_PARAMS.year]: event.currentTarget.value, [PERIOD_PARAMS.from]: null, [PERIOD_PARAMS.to]: null }, 1, 12); }}
          options={yearOptions.map((year) => ({ value: year, label: String(year) }))}
        />
      </label>
      <label className={classes.control}>
        <span>{intl.formatMessage(messages.from)}</span>
        <HTMLSelect
          value={period.fromMonth}
          onChange={(event) => {
            const from = Number(event.currentTarget.value);
            const to = Math.max(from, range().to);
            set({ [PERIOD_PARAMS.from]: String(from), [PERIOD_PARAMS.to]: String(to) }, from, to);
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
            const from = Math.min(to, range().from);
            set({ [PERIOD_PARAMS.to]: String(to), [PERIOD_PARAMS.from]: String(from) }, from, to);
          }}
          options={MONTHS.map((month) => ({ value: month, label: monthName(month) }))}
        />
      </label>
    </div>
  );
}
