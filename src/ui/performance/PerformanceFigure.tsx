import { Classes, Tooltip } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { MoicResult } from '../../../common/finance/moic.ts';
import type { XirrResult } from '../../../common/finance/xirr.ts';
import type { PerformanceFigures } from './performanceRows.ts';
import styles from './PerformanceFigure.module.css';

const messages = defineMessages({
  notComputable: { id: 'investments.PerformanceFigure.notComputable', defaultMessage: 'Not computable', description: 'In place of a MOIC or XIRR the data gives no answer for' },
  'no-investment': { id: 'investments.PerformanceFigure.noInvestment', defaultMessage: 'Nothing was invested.', description: 'Why there is no MOIC' },
  'no-flows': { id: 'investments.PerformanceFigure.noFlows', defaultMessage: 'There are no cash flows.', description: 'Why there is no XIRR' },
  'one-sign': { id: 'investments.PerformanceFigure.oneSign', defaultMessage: 'All cash flows have the same sign, so no rate of return fits them.', description: 'Why there is no XIRR' },
  'one-day': { id: 'investments.PerformanceFigure.oneDay', defaultMessage: 'All cash flows fall on the same day (the valuation is not later than the investment), so there is no period to earn a return over.', description: 'Why there is no XIRR' },
  'no-rate': { id: 'investments.PerformanceFigure.noRate', defaultMessage: 'No rate of return between −99.99% and 10⁸% fits these cash flows.', description: 'Why there is no XIRR' },
  'multiple-rates': { id: 'investments.PerformanceFigure.multipleRates', defaultMessage: 'More than one rate of return fits these cash flows.', description: 'Why there is no XIRR' },
  'no-convergence': { id: 'investments.PerformanceFigure.noConvergence', defaultMessage: 'The rate of return could not be found precisely enough.', description: 'Why there is no XIRR' },
  currencies: { id: 'investments.PerformanceFigure.currencies', defaultMessage: 'The amounts are in different currencies, and the portal has no exchange rates.', description: 'Why there is no MOIC or XIRR' },
  short: { id: 'investments.PerformanceFigure.short', defaultMessage: 'Annualised from less than a year of history.', description: 'Note on an XIRR over a short period' },
});
const noValuation = defineMessages({
  single: {
    id: 'investments.PerformanceFigure.noValuation',
    defaultMessage: 'The company has no valuation report yet.',
    description: 'Why an investment has no MOIC or XIRR',
  },
});
const noValuations = defineMessage<{ count: number }>({
  id: 'investments.PerformanceFigure.noValuations',
  defaultMessage: '{count, plural, one {# investment has} other {# investments have}} no valuation report of its company yet.',
  description: 'Why a group of investments has no MOIC or XIRR: some companies have no valuation',
});
const multiple = defineMessage<{ value: string }>({
  id: 'investments.PerformanceFigure.multiple', defaultMessage: '{value}×', description: 'A MOIC, such as 1.25×',
});

type Reason = Exclude<MoicResult | XirrResult | PerformanceFigures['moic'], { computable: true }>['reason'];

/** How many investments lack a valuation: for a group of them (a holding, a wallet), null for a single one. */
type Unvalued = number | null;

function reasonText(intl: IntlShape, reason: Reason, unvalued: Unvalued): string {
  if (reason === 'no-valuation') {
    return unvalued === null ? intl.formatMessage(noValuation.single) : intl.formatMessage(noValuations, { count: unvalued });
  }
  return intl.formatMessage(messages[reason] as MessageDescriptor);
}

/** A figure with a note: shown on hover and focus, and read by screen readers with the figure. */
function Noted({ text, note }: { text: string; note: string }) {
  const id = useId();
  return (
    <Tooltip content={note} placement="top">
      <span tabIndex={0} className={styles.noted} aria-describedby={id}>
        {text} <InfoSignIcon size={12} className={Classes.TEXT_MUTED} />
        <span id={id} className={styles.visuallyHidden}>{note}</span>
      </span>
    </Tooltip>
  );
}

export function MoicFigure({ result, unvalued }: { result: PerformanceFigures['moic']; unvalued: Unvalued }) {
  const intl = useIntl();
  if (!result.computable) return <Noted text={intl.formatMessage(messages.notComputable)} note={reasonText(intl, result.reason, unvalued)} />;
  const value = intl.formatNumber(result.multiple as Intl.StringNumericLiteral, {
    minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven',
  });
  return <>{intl.formatMessage(multiple, { value })}</>;
}

export function XirrFigure({ result, unvalued }: { result: PerformanceFigures['xirr']; unvalued: Unvalued }) {
  const intl = useIntl();
  if (!result.computable) return <Noted text={intl.formatMessage(messages.notComputable)} note={reasonText(intl, result.reason, unvalued)} />;
  const rate = intl.formatNumber(result.rate, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return result.spanDays < 365 ? <Noted text={rate} note={intl.formatMessage(messages.short)} /> : <>{rate}</>;
}
