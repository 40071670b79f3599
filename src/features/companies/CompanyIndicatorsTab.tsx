import { NonIdealState } from '@blueprintjs/core';
import { TimelineLineChartIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyIndicatorsTab_company$data, CompanyIndicatorsTab_company$key } from '../../../__generated__/CompanyIndicatorsTab_company.graphql.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { toLimitOffset, useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { formatMonths } from '../../ui/formatMonth.ts';
import { IndicatorSource } from '../../ui/IndicatorSource.tsx';
import { formatIndicator } from '../../ui/formatIndicator.ts';

const messages = defineMessages({
  label: { id: 'companies.CompanyIndicatorsTab.label', defaultMessage: 'Indicators', description: 'Name of the company\'s indicators table' },
  kind: { id: 'companies.CompanyIndicatorsTab.kind', defaultMessage: 'Indicator', description: 'Column: which indicator (revenue, EBITDA…)' },
  period: { id: 'companies.CompanyIndicatorsTab.period', defaultMessage: 'Period', description: 'Column: the month an indicator refers to' },
  value: { id: 'companies.CompanyIndicatorsTab.value', defaultMessage: 'Value', description: 'Column: the indicator\'s value' },
  source: { id: 'companies.CompanyIndicatorsTab.source', defaultMessage: 'Source', description: 'Column: where the value came from (reported, or an approved answer to a request)' },
  noneTitle: {
    id: 'companies.CompanyIndicatorsTab.noneTitle',
    defaultMessage: 'This company has not reported any indicators yet',
    description: 'Indicators tab of a company without indicators',
  },
  noneText: {
    id: 'companies.CompanyIndicatorsTab.noneText',
    defaultMessage: 'Ask the company to report its indicators (revenue, EBITDA, cash, headcount…) every month; they show here as soon as they arrive.',
    description: 'The notice asking the company to report its indicators',
  },
});

type Indicator = CompanyIndicatorsTab_company$data['indicators'][number];

const NO_SORT = {};

/**
 * The company's indicators, newest month first, each with the months it covers and where it came from (reported, or
 * an approved answer to a request, linked); a notice asking for them when there are none.
 */
export function CompanyIndicatorsTab({ company }: { company: CompanyIndicatorsTab_company$key }) {
  const intl = useIntl();
  const [state, change] = useTableUrlState(NO_SORT);
  const { indicators } = useFragment(
    graphql`
      fragment CompanyIndicatorsTab_company on portfolio_company {
        indicators(order_by: [{ period: desc }, { kind: asc }]) {
          id
          period
          months
          value
          ...IndicatorSource_indicator
          indicator_kind {
            en_name
            pt_br_name
            unit
          }
        }
      }
    `,
    company,
  );
  if (indicators.length === 0) {
    return (
      <NonIdealState
        icon={<TimelineLineChartIcon size={48} />}
        title={intl.formatMessage(messages.noneTitle)}
        description={intl.formatMessage(messages.noneText)}
      />
    );
  }
  // A company's indicators are a few hundred rows at most (8 kinds a month): they come whole and page here.
  const { limit, offset } = toLimitOffset(state, indicators.length);
  const columns: DataTableColumn<Indicator>[] = [
    {
      id: 'kind', header: intl.formatMessage(messages.kind),
      cell: (row) => (intl.locale === 'pt-BR' ? row.indicator_kind.pt_br_name : row.indicator_kind.en_name),
    },
    // A quarter's answer is one value for its three months, and says so.
    { id: 'period', header: intl.formatMessage(messages.period), cell: (row) => formatMonths(intl, row.period, row.months) },
    { id: 'value', header: intl.formatMessage(messages.value), align: 'right', cell: (row) => formatIndicator(intl, row.value, row.indicator_kind.unit) },
    { id: 'source', header: intl.formatMessage(messages.source), cell: (row) => <IndicatorSource indicator={row} /> },
  ];
  return (
    <DataTable
      label={intl.formatMessage(messages.label)}
      columns={columns}
      rows={limit === null ? indicators : indicators.slice(offset, offset + limit)}
      rowKey={(row) => row.id}
      total={indicators.length}
      state={state}
      onStateChange={change}
    />
  );
}
