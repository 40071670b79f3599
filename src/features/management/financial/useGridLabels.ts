import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { StatementLabels } from './cashFlowStatement.ts';
import type { GridLabels } from './gridRows.ts';

const messages = defineMessages({
  operations: { id: 'management.grid.operations', defaultMessage: 'Operating activities', description: 'Cash-flow section: operations' },
  investment: { id: 'management.grid.investment', defaultMessage: 'Investing activities', description: 'Cash-flow section: investment' },
  financing: { id: 'management.grid.financing', defaultMessage: 'Financing activities', description: 'Cash-flow section: financing' },
  cashIn: { id: 'management.grid.cashIn', defaultMessage: 'Cash in', description: 'Row: money received in a section' },
  cashOut: { id: 'management.grid.cashOut', defaultMessage: 'Cash out', description: 'Row: money paid in a section' },
  result: { id: 'management.grid.result', defaultMessage: 'Result', description: 'Row: cash in minus cash out of a section' },
  netChange: { id: 'management.grid.netChange', defaultMessage: 'Net change in cash', description: 'Row: the sum of the sections\' results' },
  opening: { id: 'management.grid.opening', defaultMessage: 'Opening cash', description: 'Row: cash at the start of the month' },
  closing: { id: 'management.grid.closing', defaultMessage: 'Closing cash', description: 'Row: cash at the end of the month' },
  unclassified: { id: 'management.grid.unclassified', defaultMessage: 'Not classified', description: 'Row: cash of accounts that feed no category yet' },
  total: { id: 'management.grid.total', defaultMessage: 'Total', description: 'Row: the total of the rows above' },
});
const netCash = defineMessages({
  operations: { id: 'management.CashFlowStatementTab.operations', defaultMessage: 'Net cash from operating activities', description: 'Statement line' },
  investment: { id: 'management.CashFlowStatementTab.investment', defaultMessage: 'Net cash from investing activities', description: 'Statement line' },
  financing: { id: 'management.CashFlowStatementTab.financing', defaultMessage: 'Net cash from financing activities', description: 'Statement line' },
});

/** The grids' row names in the page's language. */
export function useGridLabels(): GridLabels {
  const intl = useIntl();
  return useMemo(() => ({
    sections: {
      operations: intl.formatMessage(messages.operations),
      investment: intl.formatMessage(messages.investment),
      financing: intl.formatMessage(messages.financing),
    },
    cashIn: intl.formatMessage(messages.cashIn),
    cashOut: intl.formatMessage(messages.cashOut),
    result: intl.formatMessage(messages.result),
    netChange: intl.formatMessage(messages.netChange),
    opening: intl.formatMessage(messages.opening),
    closing: intl.formatMessage(messages.closing),
    unclassified: intl.formatMessage(messages.unclassified),
    total: intl.formatMessage(messages.total),
  }), [intl]);
}

/** The statement's line names: the grids' and each section's net cash (the DFC tab and the PDF report say the same). */
export function useStatementLabels(): StatementLabels {
  const intl = useIntl();
  const grid = useGridLabels();
  return useMemo(() => ({
    ...grid,
    netCash: {
      operations: intl.formatMessage(netCash.operations),
      investment: intl.formatMessage(netCash.investment),
      financing: intl.formatMessage(netCash.financing),
    },
  }), [grid, intl]);
}
