import { H4, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { ChatIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OtherIndicatorsTabQuery, OtherIndicatorsTabQuery$data } from '../../../../__generated__/OtherIndicatorsTabQuery.graphql.ts';
import { monthsBetween } from '../../../../common/finance/months.ts';
import { formatIndicator } from '../../../ui/formatIndicator.ts';
import { formatMonth, formatMonths } from '../../../ui/formatMonth.ts';
import { IndicatorSource } from '../../../ui/IndicatorSource.tsx';
import { metricDefinition, metricName } from '../../../ui/metricText.ts';
import type { ManagementContext } from '../ManagementFrame.tsx';
import type { FinancialPeriod } from './financialPeriod.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import classes from './financial.module.css';

const messages = defineMessages({
  caption: { id: 'management.OtherIndicatorsTab.caption', defaultMessage: 'Other indicators', description: 'Accessible name of the indicators table' },
  indicator: { id: 'management.OtherIndicatorsTab.indicator', defaultMessage: 'Indicator', description: 'Column: the indicator, its definition and unit' },
  empty: { id: 'management.OtherIndicatorsTab.empty', defaultMessage: 'No indicators reported for this period', description: 'Title when the company reported nothing' },
  ask: { id: 'management.OtherIndicatorsTab.ask', defaultMessage: 'Ask the company to report its indicators (revenue, EBITDA, cash, headcount…) every month; they show here as soon as they arrive.', description: 'The notice asking the company to report' },
  source: { id: 'management.OtherIndicatorsTab.source', defaultMessage: 'Reported by the company.', description: 'Where the indicators come from' },
  sourceMixed: {
    id: 'management.OtherIndicatorsTab.sourceMixed',
    defaultMessage: 'Reported by the company, except the numbered values: approved answers to requests, listed under the table.',
    description: 'Where the indicators come from, when some are approved answers to requests',
  },
  sources: { id: 'management.OtherIndicatorsTab.sources', defaultMessage: 'Approved answers', description: 'Title of the list of where the numbered values came from' },
});

const sourceLine = defineMessage<{ metric: string; months: string }>({
  id: 'management.OtherIndicatorsTab.sourceLine',
  defaultMessage: '{metric}, {months}:',
  description: 'Start of a line under the indicators: which value, then where it came from',
});

const footnoteLabel = defineMessage<{ n: number }>({
  id: 'management.OtherIndicatorsTab.footnote',
  defaultMessage: 'approved answer {n}',
  description: 'Accessible name of the number beside a value that came from an approved answer',
});

type Indicator = OtherIndicatorsTabQuery$data['indicators'][number];

/** The indicators the company reported for the months shown, one row per indicator with its definition and unit. */
export function OtherIndicatorsTab({ context, period }: { context: ManagementContext; period: FinancialPeriod }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<OtherIndicatorsTabQuery>(graphql`
    query OtherIndicatorsTabQuery($clientId: uuid!, $from: date!, $to: date!) {
      indicators: accounting_indicator(
        where: { company: { client_id: { _eq: $clientId } }, period: { _gte: $from, _lte: $to } }
        order_by: [{ kind: asc }, { period: asc }]
      ) {
        id kind period months value source
        ...IndicatorSource_indicator
        indicator_kind { en_name pt_br_name en_definition pt_br_definition unit }
      }
    }
  `, { clientId: context.client.id, from: period.from, to: period.to }, { fetchPolicy: 'store-and-network' });
  if (data.indicators.length === 0) {
    return <NonIdealState icon={<ChatIcon size={48} />} title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.ask)} />;
  }
  const months = monthsBetween(period.from, period.to);
  const kinds = new Map<string, { name: string; definition: string; unit: string; values: Map<string, Indicator> }>();
  // Each approved answer gets a number, in the table's order, that points to its line under the table.
  const approved: Indicator[] = [];
  for (const row of data.indicators) {
    const kind = kinds.get(row.kind) ?? {
      name: metricName(intl, row.indicator_kind),
      definition: metricDefinition(intl, row.indicator_kind),
      unit: row.indicator_kind.unit,
      values: new Map<string, Indicator>(),
    };
    kind.values.set(row.period, row);
    kinds.set(row.kind, kind);
    if (row.source === 'kpi_request') approved.push(row);
  }
  const footnote = (row: Indicator) => approved.indexOf(row) + 1;
  return (
    <div className={classes.tab}>
      <p className={classes.note}>{intl.formatMessage(approved.length > 0 ? messages.sourceMixed : messages.source)}</p>
      <ScrollRegion label={intl.formatMessage(messages.caption)}>
        <HTMLTable compact striped className={classes.grid} aria-label={intl.formatMessage(messages.caption)}>
          <thead>
            <tr>
              <th scope="col" className={classes.rowHeader}>{intl.formatMessage(messages.indicator)}</th>
              {months.map((month) => <th key={month} scope="col" className={classes.amount}>{formatMonth(intl, month)}</th>)}
            </tr>
          </thead>
          <tbody>
            {[...kinds].map(([kind, row]) => (
              <tr key={kind}>
                <th scope="row" className={classes.rowHeader}>
                  <div>{row.name}</div>
                  {row.definition !== '' && <div className={`${classes.note} ${classes.wrap}`}>{row.definition}</div>}
                </th>
                {months.map((month) => {
                  const value = row.values.get(month);
                  return <td key={month} className={classes.amount}>{value === undefined ? '—' : <IndicatorCell indicator={value} unit={row.unit} footnote={footnote(value)} />}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
      {approved.length > 0 && (
        <section aria-label={intl.formatMessage(messages.sources)}>
          <H4>{intl.formatMessage(messages.sources)}</H4>
          <ol className={classes.note}>
            {approved.map((row) => (
              <li key={row.id}>
                {intl.formatMessage(sourceLine, { metric: metricName(intl, row.indicator_kind), months: formatMonths(intl, row.period, row.months) })}{' '}
                <IndicatorSource indicator={row} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/**
 * One value in its month's column. A quarter's answer sits in its last month and names its months, since it is
 * one value for all three (a sum, a last value or an average, as its metric says); an approved answer carries the
 * number of its line under the table.
 */
function IndicatorCell({ indicator, unit, footnote }: { indicator: Indicator; unit: string; footnote: number }) {
  const intl = useIntl();
  return (
    <>
      {formatIndicator(intl, indicator.value, unit)}
      {footnote > 0 && <sup aria-label={intl.formatMessage(footnoteLabel, { n: footnote })}> {footnote}</sup>}
      {indicator.months > 1 && <div className={classes.note}>{formatMonths(intl, indicator.period, indicator.months)}</div>}
    </>
  );
}
