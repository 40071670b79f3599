import { Callout, Card, H4 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';
import { keyFigures } from './keyFigures.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useRunwayText } from './useRunwayText.ts';
import classes from './financial.module.css';
import { formatIsoDate } from '../../../ui/useFormatIsoDate.ts';

const messages = defineMessages({
  current: { id: 'management.RunwayTab.current', defaultMessage: 'Runway on the actual burn', description: 'Card: runway from the last three months' },
  budgeted: { id: 'management.RunwayTab.budgeted', defaultMessage: 'Runway on the budgeted burn', description: 'Card: runway from the budget of the next three months' },
  noBudget: { id: 'management.RunwayTab.noBudget', defaultMessage: 'No budget for the three months ahead.', description: 'Why there is no budgeted runway' },
  cash: { id: 'management.RunwayTab.cash', defaultMessage: 'Cash', description: 'Label: the cash the runway starts from' },
  netBurn: { id: 'management.RunwayTab.netBurn', defaultMessage: 'Net burn, 3-month average', description: 'Label: the burn the runway divides by' },
  source: { id: 'management.RunwayTab.source', defaultMessage: 'Source of the cash', description: 'Label: where the cash figure came from' },
  formula: { id: 'management.RunwayTab.formula', defaultMessage: 'Runway = cash ÷ average monthly net burn of the last three months; the cash-out date adds that many average months (30.44 days) to the day the cash was taken. A company whose operations generate cash is not burning, and has no runway to count down. A runway assumes the burn stays as it was: compare it with the runway on the budgeted burn.', description: 'How the runway is computed' },
  derived: { id: 'management.RunwayTab.derived', defaultMessage: 'derived from the last imported balance plus the flows since', description: 'The cash has no balance of its own for the month' },
  ecd: { id: 'management.RunwayTab.ecd', defaultMessage: 'SPED ECD balances', description: 'Cash source' },
  ofx: { id: 'management.RunwayTab.ofx', defaultMessage: 'bank statements (OFX)', description: 'Cash source' },
  spreadsheet: { id: 'management.RunwayTab.spreadsheet', defaultMessage: 'the spreadsheet template', description: 'Cash source' },
  seed: { id: 'management.RunwayTab.seed', defaultMessage: 'demo data', description: 'Cash source' },
});
const sourceMessage = defineMessage<{ sources: string | number; accounts: number; date: string | number }>({
  id: 'management.RunwayTab.sourceText', defaultMessage: '{sources}, {accounts, plural, one {# cash account} other {# cash accounts}}, as of {date}', description: 'Where the cash came from',
});
const referenceMessage = defineMessage<{ month: string | number }>({ id: 'management.RunwayTab.reference', defaultMessage: 'At the end of {month}', description: 'The month the runway is computed at' });

/** Runway in months and cash-out date, on the actual and on the budgeted burn, with the cash's source and date. */
export function RunwayTab({ books }: { books: FinancialBooks }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const runwayText = useRunwayText();
  const figures = useMemo(() => keyFigures(books), [books]);
  const current = runwayText(figures.runway);
  const budgeted = figures.budgetedRunway ? runwayText(figures.budgetedRunway) : null;
  const sourceName = (source: string) => (source === 'ecd' || source === 'ofx' || source === 'spreadsheet' || source === 'seed' ? intl.formatMessage(messages[source]) : source);
  const cash = figures.cash;
  return (
    <div className={classes.tab}>
      {figures.referenceMonth && <p className={classes.note}>{intl.formatMessage(referenceMessage, { month: formatMonth(intl, figures.referenceMonth) })}</p>}
      <div className={classes.cards}>
        <Card className={classes.card}>
          <H4>{intl.formatMessage(messages.current)}</H4>
          <p className={classes.figure}>{current.headline}</p>
          <p className={classes.note}>{current.detail}</p>
        </Card>
        <Card className={classes.card}>
          <H4>{intl.formatMessage(messages.budgeted)}</H4>
          <p className={classes.figure}>{budgeted?.headline ?? '—'}</p>
          <p className={classes.note}>{budgeted?.detail ?? intl.formatMessage(messages.noBudget)}</p>
        </Card>
      </div>
      <dl className={classes.facts}>
        <dt>{intl.formatMessage(messages.cash)}</dt>
        <dd>{cash ? formatCash(cash.value) : '—'}</dd>
        <dt>{intl.formatMessage(messages.netBurn)}</dt>
        <dd>{figures.burn?.netBurnTrailing ? formatCash(figures.burn.netBurnTrailing) : '—'}</dd>
        <dt>{intl.formatMessage(messages.source)}</dt>
        <dd>
          {cash && (cash.source === 'derived'
            ? intl.formatMessage(messages.derived)
            : intl.formatMessage(sourceMessage, {
              sources: cash.sources.map(sourceName).join(', '),
              accounts: cash.accounts,
              date: formatIsoDate(intl, cash.asOf),
            }))}
        </dd>
      </dl>
      <Callout compact>{intl.formatMessage(messages.formula)}</Callout>
    </div>
  );
}
