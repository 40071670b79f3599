import { Card, H4 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatIsoDate } from '../../../ui/useFormatIsoDate.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';
import { financialTabPath, type FinancialTab } from './financialTabs.ts';
import type { KeyFigures } from './keyFigures.ts';
import { useFormatPercent } from './useFormatPercent.ts';
import { useRunwayText } from './useRunwayText.ts';
import classes from './financial.module.css';
import { formatTimestamp } from '../../../ui/formatTimestamp.ts';

const messages = defineMessages({
  cash: { id: 'management.KeyFigureCards.cash', defaultMessage: 'Month-end cash', description: 'Card: cash at the end of the reference month' },
  netBurn: { id: 'management.KeyFigureCards.netBurn', defaultMessage: 'Net burn (3-month average)', description: 'Card: average net burn of the last three months' },
  runway: { id: 'management.KeyFigureCards.runway', defaultMessage: 'Runway', description: 'Card: how long the cash lasts' },
  receipts: { id: 'management.KeyFigureCards.receipts', defaultMessage: 'Receipts, year to date', description: 'Card: cash in since January' },
  payments: { id: 'management.KeyFigureCards.payments', defaultMessage: 'Payments, year to date', description: 'Card: cash out since January' },
  attainment: { id: 'management.KeyFigureCards.attainment', defaultMessage: 'Budget attainment, year to date', description: 'Card: operating receipts against their budget' },
  attainmentHow: { id: 'management.KeyFigureCards.attainmentHow', defaultMessage: 'Operating cash in ÷ its budget', description: 'How budget attainment is computed' },
  noBudget: { id: 'management.KeyFigureCards.noBudget', defaultMessage: 'No budget', description: 'Attainment without a budget' },
  unknown: { id: 'management.KeyFigureCards.unknown', defaultMessage: 'Unknown', description: 'A figure that cannot be computed' },
  fresh: { id: 'management.KeyFigureCards.fresh', defaultMessage: 'Freshness', description: 'Card: how recent the data is' },
  noData: { id: 'management.KeyFigureCards.noData', defaultMessage: 'No figures yet', description: 'Freshness without data' },
  burnHow: { id: 'management.KeyFigureCards.burnHow', defaultMessage: 'Operating cash out − operating cash in', description: 'How net burn is computed' },
  derived: { id: 'management.KeyFigureCards.derived', defaultMessage: 'derived from the last balance and the flows since', description: 'Cash without a balance for the month' },
});
const asOfMessage = defineMessage<{ date: string | number }>({ id: 'management.KeyFigureCards.asOf', defaultMessage: 'as of {date}', description: 'When the cash was taken' });
const dataUntilMessage = defineMessage<{ month: string | number }>({ id: 'management.KeyFigureCards.dataUntil', defaultMessage: 'Data up to {month}', description: 'The last month with figures' });
const lastImportMessage = defineMessage<{ date: string | number }>({ id: 'management.KeyFigureCards.lastImport', defaultMessage: 'Last import: {date}', description: 'When the books were last imported' });
const sinceMessage = defineMessage<{ month: string | number }>({ id: 'management.KeyFigureCards.since', defaultMessage: 'January to {month}', description: 'The months a year-to-date figure covers' });

function FigureCard({ title, value, detail, to }: { title: string; value: string; detail?: ReactNode; to: string }) {
  return (
    <Card className={classes.card}>
      <H4><Link to={to}>{title}</Link></H4>
      <p className={classes.figure}>{value}</p>
      {detail && <p className={classes.note}>{detail}</p>}
    </Card>
  );
}

/** The summary: each figure a card that says how it was computed and opens the tab that shows it in detail. */
export function KeyFigureCards({ figures, clientId, year, lastImportAt }: { figures: KeyFigures; clientId: string; year: number; lastImportAt: string | null }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const percent = useFormatPercent();
  const runwayText = useRunwayText();
  const formatDate = useFormatIsoDate();
  const link = (tab: FinancialTab) => financialTabPath(tab, clientId, year);
  const unknown = intl.formatMessage(messages.unknown);
  const month = figures.referenceMonth ? formatMonth(intl, figures.referenceMonth) : '';
  const runway = runwayText(figures.runway);
  return (
    <div className={classes.cards}>
      <FigureCard
        title={intl.formatMessage(messages.cash)}
        value={figures.cash ? formatCash(figures.cash.value) : unknown}
        detail={figures.cash && (figures.cash.source === 'derived'
          ? intl.formatMessage(messages.derived)
          : intl.formatMessage(asOfMessage, { date: formatDate(figures.cash.asOf) }))}
        to={link('cash-flow')}
      />
      <FigureCard
        title={intl.formatMessage(messages.netBurn)}
        value={figures.burn?.netBurnTrailing ? formatCash(figures.burn.netBurnTrailing) : unknown}
        detail={intl.formatMessage(messages.burnHow)}
        to={link('burn-rate')}
      />
      <FigureCard title={intl.formatMessage(messages.runway)} value={runway.headline} detail={runway.detail} to={link('runway')} />
      <FigureCard title={intl.formatMessage(messages.receipts)} value={formatCash(figures.receiptsToDate)} detail={month && intl.formatMessage(sinceMessage, { month })} to={link('receipts')} />
      <FigureCard title={intl.formatMessage(messages.payments)} value={formatCash(figures.paymentsToDate)} detail={month && intl.formatMessage(sinceMessage, { month })} to={link('payments')} />
      <FigureCard
        title={intl.formatMessage(messages.attainment)}
        value={figures.attainment === null ? intl.formatMessage(messages.noBudget) : percent(figures.attainment)}
        detail={intl.formatMessage(messages.attainmentHow)}
        to={link('budget-vs-actual')}
      />
      <FigureCard
        title={intl.formatMessage(messages.fresh)}
        value={figures.referenceMonth ? intl.formatMessage(dataUntilMessage, { month: intl.formatDate(`${figures.referenceMonth}T12:00:00Z`, { month: '2-digit', year: 'numeric', timeZone: 'UTC' }) }) : intl.formatMessage(messages.noData)}
        detail={lastImportAt && intl.formatMessage(lastImportMessage, { date: formatTimestamp(intl, lastImportAt) })}
        to={link('summary')}
      />
    </div>
  );
}
