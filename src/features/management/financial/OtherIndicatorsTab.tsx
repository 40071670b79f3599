import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { ChatIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OtherIndicatorsTabQuery } from '../../../../__generated__/OtherIndicatorsTabQuery.graphql.ts';
import { monthsBetween } from '../../../../common/finance/months.ts';
import { formatIndicator } from '../../../ui/formatIndicator.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
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
});

/** What each standard indicator means, written on the page so a figure is never read two ways. */
const definitions: Partial<Record<string, MessageDescriptor>> = defineMessages({
  revenue: { id: 'management.indicator.revenue', defaultMessage: 'Gross revenue billed in the month.', description: 'Definition of revenue' },
  ebitda: { id: 'management.indicator.ebitda', defaultMessage: 'Earnings before interest, taxes, depreciation and amortization.', description: 'Definition of EBITDA' },
  net_income: { id: 'management.indicator.netIncome', defaultMessage: 'Profit or loss of the month after all expenses and taxes.', description: 'Definition of net income' },
  cash_balance: { id: 'management.indicator.cashBalance', defaultMessage: 'Cash and cash equivalents at the end of the month.', description: 'Definition of cash balance' },
  gross_margin: { id: 'management.indicator.grossMargin', defaultMessage: 'Revenue minus the cost of what was sold, as a share of revenue.', description: 'Definition of gross margin' },
  headcount: { id: 'management.indicator.headcount', defaultMessage: 'People employed at the end of the month.', description: 'Definition of headcount' },
  customers: { id: 'management.indicator.customers', defaultMessage: 'Active paying customers at the end of the month.', description: 'Definition of customers' },
  churn_rate: { id: 'management.indicator.churnRate', defaultMessage: 'Customers lost in the month as a share of those at its start.', description: 'Definition of churn rate' },
});

/** The indicators the company reported for the months shown, one row per indicator with its definition and unit. */
export function OtherIndicatorsTab({ context, period }: { context: ManagementContext; period: FinancialPeriod }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<OtherIndicatorsTabQuery>(graphql`
    query OtherIndicatorsTabQuery($clientId: uuid!, $from: date!, $to: date!) {
      indicators: accounting_indicator(
        where: { company: { client_id: { _eq: $clientId } }, period: { _gte: $from, _lte: $to } }
        order_by: [{ kind: asc }, { period: asc }]
      ) {
        id kind period value
        indicator_kind { en_name pt_br_name unit }
      }
    }
  `, { clientId: context.client.id, from: period.from, to: period.to }, { fetchPolicy: 'store-and-network' });
  if (data.indicators.length === 0) {
    return <NonIdealState icon={<ChatIcon size={48} />} title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.ask)} />;
  }
  const months = monthsBetween(period.from, period.to);
  const kinds = new Map<string, { name: string; unit: string; values: Map<string, string> }>();
  for (const row of data.indicators) {
    const kind = kinds.get(row.kind) ?? {
      name: intl.locale === 'pt-BR' ? row.indicator_kind.pt_br_name : row.indicator_kind.en_name,
      unit: row.indicator_kind.unit,
      values: new Map<string, string>(),
    };
    kind.values.set(row.period, row.value);
    kinds.set(row.kind, kind);
  }
  return (
    <div className={classes.tab}>
      <p className={classes.note}>{intl.formatMessage(messages.source)}</p>
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
                  <IndicatorDefinition kind={kind} />
                </th>
                {months.map((month) => {
                  const value = row.values.get(month);
                  return <td key={month} className={classes.amount}>{value === undefined ? '—' : formatIndicator(intl, value, row.unit)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
    </div>
  );
}

function IndicatorDefinition({ kind }: { kind: string }) {
  const intl = useIntl();
  const definition = definitions[kind];
  return definition ? <div className={`${classes.note} ${classes.wrap}`}>{intl.formatMessage(definition)}</div> : null;
}
