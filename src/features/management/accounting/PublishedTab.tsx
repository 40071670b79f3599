import { Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import type { ComparedLine, ComparisonStatus } from '../../../../common/finance/publishedComparison.ts';
import { useFormatIsoDate } from '../../../ui/useFormatIsoDate.ts';
import { LedgerGrid } from './LedgerGrid.tsx';
import type { LedgerColumn, LedgerGridRow } from './ledgerGridRows.ts';
import type { LedgerBooks } from './useLedgerBooks.ts';
import classes from './accounting.module.css';

const messages = defineMessages({
  balanceSheet: { id: 'management.PublishedTab.balanceSheet', defaultMessage: 'Published balance sheet (ECD J100)', description: 'Heading and table name' },
  incomeStatement: { id: 'management.PublishedTab.incomeStatement', defaultMessage: 'Published income statement (ECD J150)', description: 'Heading and table name' },
  published: { id: 'management.PublishedTab.published', defaultMessage: 'Published', description: 'Column: the value the ECD published' },
  computed: { id: 'management.PublishedTab.computed', defaultMessage: 'From the ledger', description: 'Column: the value the portal computed from the balances' },
  difference: { id: 'management.PublishedTab.difference', defaultMessage: 'Difference', description: 'Column: computed less published' },
  line: { id: 'management.PublishedTab.line', defaultMessage: 'Line', description: 'Header of the first column: the published line' },
  status: { id: 'management.PublishedTab.status', defaultMessage: 'Check', description: 'Column: whether the line matches' },
  how: {
    id: 'management.PublishedTab.how',
    defaultMessage: 'Each line the company published in its ECD against the same line summed from its ledger: a detail line adds up the accounts that name its aggregation code, the balance sheet at the closing balances of the period\'s last month, the income statement before the closing entries; a total adds up its lines. Liabilities, equity and the income statement are shown as credits.',
    description: 'How the comparison is computed',
  },
  none: { id: 'management.PublishedTab.none', defaultMessage: 'No published statements for this year', description: 'No J100/J150 was imported for the year' },
  noneText: { id: 'management.PublishedTab.noneText', defaultMessage: 'They come with an ECD that has block J (balance sheet J100 and income statement J150). Import one in Imports.', description: 'How to get published statements' },
  allMatch: { id: 'management.PublishedTab.allMatch', defaultMessage: 'Every line with accounts matches the ledger to the cent.', description: 'All lines match' },
});
const statusMessages: Record<ComparisonStatus, MessageDescriptor> = defineMessages({
  matches: { id: 'management.PublishedTab.matches', defaultMessage: 'Matches', description: 'The line matches the ledger' },
  differs: { id: 'management.PublishedTab.differs', defaultMessage: 'Differs', description: 'The line differs from the ledger' },
  'no-accounts': { id: 'management.PublishedTab.noAccounts', defaultMessage: 'No account names this code', description: 'No account of the chart carries the line\'s aggregation code' },
});
const differing = defineMessage<{ count: number }>({
  id: 'management.PublishedTab.differing', defaultMessage: '{count, plural, one {# line differs} other {# lines differ}} from the ledger.', description: 'How many lines differ',
});
const periodMessage = defineMessage<{ from: string | number; to: string | number }>({
  id: 'management.PublishedTab.period', defaultMessage: 'Period {from} to {to}', description: 'The period of a published statement',
});

/** Presented as the statement reads: assets as debits, liabilities, equity and results as credits. */
function presented(line: ComparedLine, value: string | null): string | null {
  if (value === null) return null;
  return line.line.group === 'A' ? value : toFixed2(toDecimal(value).neg());
}

function treeOf(lines: readonly ComparedLine[], status: (status: ComparisonStatus) => string): LedgerGridRow[] {
  const codes = new Set(lines.map((line) => line.line.code));
  const rowOf = (line: ComparedLine): LedgerGridRow => ({
    key: `${line.line.statement}:${line.line.periodEnd}:${line.line.position}:${line.line.code}`,
    code: line.line.code,
    label: line.line.description,
    kind: line.line.lineKind === 'T' ? 'total' : 'account',
    cells: [presented(line, line.published), presented(line, line.computed), presented(line, line.difference), status(line.status)],
    children: lines.filter((child) => child.line.parentCode === line.line.code && child !== line).map(rowOf),
  });
  return lines.filter((line) => line.line.parentCode === null || !codes.has(line.line.parentCode)).map(rowOf);
}

/** The statements the ECD published (J100, J150), line by line against the ledger. */
export function PublishedTab({ books }: { books: LedgerBooks }) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const columns: LedgerColumn[] = useMemo(() => [
    { key: 'published', header: intl.formatMessage(messages.published), kind: 'amount' },
    { key: 'computed', header: intl.formatMessage(messages.computed), kind: 'amount' },
    { key: 'difference', header: intl.formatMessage(messages.difference), kind: 'amount' },
    { key: 'status', header: intl.formatMessage(messages.status), kind: 'text' },
  ], [intl]);
  const status = (value: ComparisonStatus) => intl.formatMessage(statusMessages[value]);
  if (books.published.length === 0) {
    return <NonIdealState icon="document" title={intl.formatMessage(messages.none)} description={intl.formatMessage(messages.noneText)} />;
  }
  const count = books.published.filter((line) => line.status === 'differs').length;
  const statements = (['balance_sheet', 'income_statement'] as const).map((statement) => ({
    statement, lines: books.published.filter((line) => line.line.statement === statement),
  })).filter(({ lines }) => lines.length > 0);
  return (
    <div>
      <p className={classes.note}>{intl.formatMessage(messages.how)}</p>
      <Callout intent={count === 0 ? Intent.SUCCESS : Intent.DANGER} icon={count === 0 ? 'tick-circle' : 'error'} compact role="status">
        {count === 0 ? intl.formatMessage(messages.allMatch) : intl.formatMessage(differing, { count })}
      </Callout>
      {statements.map(({ statement, lines }) => {
        const title = intl.formatMessage(statement === 'balance_sheet' ? messages.balanceSheet : messages.incomeStatement);
        const first = lines[0].line;
        return (
          <section key={statement} className={classes.statementBlock} aria-label={title}>
            <h3>{title}</h3>
            <p className={classes.note}>{intl.formatMessage(periodMessage, { from: formatDate(`${first.periodEnd.slice(0, 4)}-01-01`), to: formatDate(first.periodEnd) })}</p>
            <LedgerGrid caption={title} columns={columns} rows={treeOf(lines, status)} rowHeader={intl.formatMessage(messages.line)} openDepth={4} />
          </section>
        );
      })}
    </div>
  );
}
