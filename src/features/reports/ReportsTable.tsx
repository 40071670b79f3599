import { Classes } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReportsTable_company$data, ReportsTable_company$key } from '../../../__generated__/ReportsTable_company.graphql.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { toLimitOffset, useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import type { TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';

const messages = defineMessages({
  label: { id: 'reports.ReportsTable.label', defaultMessage: 'Valuation reports', description: 'Accessible name and export file name of the reports table' },
  referenceDate: { id: 'reports.ReportsTable.referenceDate', defaultMessage: 'Reference date', description: 'Column: the date a valuation refers to' },
  valuation: { id: 'reports.ReportsTable.valuation', defaultMessage: 'Valuation', description: 'Column: the value of the whole company' },
  valuationDate: { id: 'reports.ReportsTable.valuationDate', defaultMessage: 'Valuation date', description: 'Export column: when the valuation was made' },
  currency: { id: 'reports.ReportsTable.currency', defaultMessage: 'Currency', description: 'Export column: the currency of the valuation' },
});

const valuedOn = defineMessage<{ date: string }>({
  id: 'reports.ReportsTable.valuedOn', defaultMessage: 'valued on {date}', description: 'Under a valuation amount: when the valuation was made',
});

type Report = ReportsTable_company$data['valuation_reports'][number];

// Reports per company are few (one per quarter): they come whole and page and sort here.
const TABLE: TableUrlOptions = { sortColumns: ['referenceDate'], defaultSort: '-referenceDate' };
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export interface ReportsTableProps {
  company: ReportsTable_company$key;
  /** Controls above the table, such as a "Create report" button. @default none */
  toolbar?: ReactNode;
}

/** A company's valuation reports (spec §2, "Reports table"): reference date and valuation, newest first. */
export function ReportsTable({ company, toolbar }: ReportsTableProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatIsoDate();
  const data = useFragment(
    graphql`
      fragment ReportsTable_company on portfolio_company {
        valuation_reports(order_by: [{ reference_date: desc }]) {
          id
          reference_date
          valuation_date
          valuation_amount
          valuation_currency
        }
      }
    `,
    company,
  );
  const [state, change] = useTableUrlState(TABLE);
  const sorted = useMemo(() => {
    const ascending = [...data.valuation_reports].sort((a, b) => a.reference_date.localeCompare(b.reference_date));
    return state.sort?.direction === 'asc' ? ascending : ascending.reverse();
  }, [data.valuation_reports, state.sort]);
  const { limit, offset } = toLimitOffset(state, sorted.length);
  const rows = limit === null ? sorted : sorted.slice(offset, offset + limit);

  const columns: DataTableColumn<Report>[] = [
    {
      id: 'referenceDate', header: intl.formatMessage(messages.referenceDate), sortable: true,
      cell: (report) => formatDate(report.reference_date), exportValue: (report) => asDate(report.reference_date),
    },
    {
      id: 'valuation', header: intl.formatMessage(messages.valuation), align: 'right',
      cell: (report) => (
        <>
          <div>{formatMoney(report.valuation_amount, report.valuation_currency)}</div>
          <small className={Classes.TEXT_MUTED}>
            {intl.formatMessage(valuedOn, { date: formatDate(report.valuation_date) })}
          </small>
        </>
      ),
      exportValue: (report) => report.valuation_amount,
    },
  ];
  const exportColumns = [
    { header: intl.formatMessage(messages.referenceDate), value: (report: Report) => asDate(report.reference_date) },
    { header: intl.formatMessage(messages.valuationDate), value: (report: Report) => asDate(report.valuation_date) },
    { header: intl.formatMessage(messages.valuation), value: (report: Report) => report.valuation_amount },
    { header: intl.formatMessage(messages.currency), value: (report: Report) => report.valuation_currency },
  ];
  return (
    <DataTable
      label={intl.formatMessage(messages.label)}
      columns={columns}
      rows={rows}
      rowKey={(report) => report.id}
      total={sorted.length}
      state={state}
      onStateChange={change}
      toolbar={toolbar}
      exportRows={() => Promise.resolve(sorted)}
      exportColumns={exportColumns}
    />
  );
}
