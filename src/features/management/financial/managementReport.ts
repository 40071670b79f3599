/**
 * The management report as a PDF, made in the browser with jsPDF and its table plugin (loaded only when someone asks
 * for a report): the key figures, the cash flow, the DFC with its checks, budget against actual, burn and runway, for
 * one client and period, in the page's language, with the organization's name. Every figure comes from the same
 * common/finance functions and the same tables as the screens, so the report says what the screens say.
 *
 * jsPDF's standard fonts write Windows-1252: the few characters outside it that our texts use (−, Δ, ÷, ≤) are
 * written as their plain equivalents rather than dropped.
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { burnByMonth } from '../../../../common/finance/burn.ts';
import { cashFlowChecks } from '../../../../common/finance/cashFlowChecks.ts';
import type { LedgerKeyFigures } from '../../../../common/finance/ledgerKeyFigures.ts';
import { addMonths } from '../../../../common/finance/months.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { ledgerFacts, ledgerFactsHeading, ledgerFactsHow, ledgerTieText } from '../../../ui/ledger/ledgerFacts.ts';
import { budgetVsActualLines } from './budgetVsActual.ts';
import { cashFlowStatement, operatingCash, type StatementLabels } from './cashFlowStatement.ts';
import { describeCheck } from './checkMessages.ts';
import { cashFlowRows, flattenRows } from './gridRows.ts';
import { keyFigures } from './keyFigures.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { indirectMessages, indirectRows } from './indirectRows.ts';
import { formatAmount } from './useFormatAmount.ts';
import { indirectCheckInput, type IndirectBooks } from './useIndirectCashFlow.ts';
import { formatPercent } from './useFormatPercent.ts';
import { runwayText } from './useRunwayText.ts';

const messages = defineMessages({
  summary: { id: 'management.report.summary', defaultMessage: 'Key figures', description: 'PDF report: heading of the key figures' },
  cashFlow: { id: 'management.report.cashFlow', defaultMessage: 'Cash flow (R$)', description: 'PDF report: heading of the cash-flow table' },
  statement: { id: 'management.report.statement', defaultMessage: 'Cash flow statement, direct method (R$)', description: 'PDF report: heading of the DFC' },
  checks: { id: 'management.report.checks', defaultMessage: 'Checks', description: 'PDF report: heading of the checks' },
  budget: { id: 'management.report.budget', defaultMessage: 'Budget vs actual, months shown (R$)', description: 'PDF report: heading of budget against actual' },
  noLedger: { id: 'management.report.noLedger', defaultMessage: 'No ledger balances for the last month of this period: the accounting figures come from a SPED ECD or trial balance.', description: 'PDF report: no ledger' },
  accounting: { id: 'management.report.accounting', defaultMessage: 'Accounting, from the ledger', description: 'PDF report: heading of the accounting figures when there are none' },
  noBudget: { id: 'management.report.noBudget', defaultMessage: 'No budget imported for this period.', description: 'PDF report: no budget' },
  burn: { id: 'management.report.burn', defaultMessage: 'Burn rate and runway (R$)', description: 'PDF report: heading of burn and runway' },
  figure: { id: 'management.report.figure', defaultMessage: 'Figure', description: 'PDF report: column of the key figures' },
  value: { id: 'management.report.value', defaultMessage: 'Value', description: 'PDF report: column of the key figures' },
  line: { id: 'management.report.line', defaultMessage: 'Line', description: 'PDF report: first column of a table' },
  total: { id: 'management.report.total', defaultMessage: 'Total', description: 'PDF report: total column' },
  month: { id: 'management.report.month', defaultMessage: 'Month', description: 'PDF report: month column' },
  actual: { id: 'management.report.actual', defaultMessage: 'Actual', description: 'PDF report: actual column' },
  budgeted: { id: 'management.report.budgeted', defaultMessage: 'Budget', description: 'PDF report: budget column' },
  variance: { id: 'management.report.variance', defaultMessage: 'Variance', description: 'PDF report: actual minus budget' },
  variancePercent: { id: 'management.report.variancePercent', defaultMessage: 'Variance %', description: 'PDF report: variance over budget' },
  grossBurn: { id: 'management.report.grossBurn', defaultMessage: 'Gross burn', description: 'PDF report: column' },
  netBurn: { id: 'management.report.netBurn', defaultMessage: 'Net burn', description: 'PDF report: column' },
  netBurnTrailing: { id: 'management.report.netBurnTrailing', defaultMessage: 'Net burn, 3-month average', description: 'PDF report: column' },
  cash: { id: 'management.report.cash', defaultMessage: 'Month-end cash', description: 'PDF report: key figure' },
  runway: { id: 'management.report.runway', defaultMessage: 'Runway', description: 'PDF report: key figure' },
  receipts: { id: 'management.report.receipts', defaultMessage: 'Receipts, year to date', description: 'PDF report: key figure' },
  payments: { id: 'management.report.payments', defaultMessage: 'Payments, year to date', description: 'PDF report: key figure' },
  attainment: { id: 'management.report.attainment', defaultMessage: 'Budget attainment, year to date (operating cash in / budget)', description: 'PDF report: key figure' },
  definitions: { id: 'management.report.definitions', defaultMessage: 'Net burn = operating cash out - operating cash in (positive: cash consumed). Runway = cash / average net burn of the last three months. Variance = actual - budget; variance % = variance / |budget|, none when the budget is zero or less or the signs differ.', description: 'PDF report: how the figures are computed' },
});
const titleMessage = defineMessage<{ client: string | number }>({ id: 'management.report.title', defaultMessage: 'Management report: {client}', description: 'PDF report: title' });
const subtitleMessage = defineMessage<{ organization: string | number; from: string | number; to: string | number; date: string | number }>({
  id: 'management.report.subtitle', defaultMessage: '{organization} · {from} to {to} · made on {date}', description: 'PDF report: organization, period and date',
});
const pageMessage = defineMessage<{ page: number; pages: number }>({ id: 'management.report.page', defaultMessage: 'Page {page} of {pages}', description: 'PDF report: page footer' });

/** Characters the PDF's standard fonts cannot write, and what to write instead. */
const OUTSIDE_WINANSI: readonly [RegExp, string][] = [[/−/g, '-'], [/Δ/g, 'Var.'], [/÷/g, '/'], [/≤/g, '<='], [/≥/g, '>=']];
function plain(text: string): string {
  return OUTSIDE_WINANSI.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

export interface ReportInput {
  readonly intl: IntlShape;
  readonly books: FinancialBooks;
  /** The reconciliation from net income, from the client's ledger. */
  readonly indirect: IndirectBooks;
  /** The ledger's figures over the period, or null when it has no balance at the period's end. */
  readonly ledger: LedgerKeyFigures | null;
  readonly labels: StatementLabels;
  readonly organizationName: string;
  readonly clientName: string;
  readonly today: Date;
}

/** Builds the report; resolves to the PDF's bytes. */
export async function buildManagementReport({ intl, books, indirect, ledger, labels, organizationName, clientName, today }: ReportInput): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  const amount = (value: string | null) => plain(formatAmount(intl, value));
  const cash = (value: string) => plain(intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'currency', currency: 'BRL', roundingMode: 'halfEven' }));
  const percent = (value: string | null) => plain(formatPercent(intl, value));
  const text = (descriptor: MessageDescriptor) => plain(intl.formatMessage(descriptor));
  const margin = 36;
  let y = margin;
  const endOf = () => (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  /** A paragraph under the last table or heading, wrapped to the page. */
  const note = (words: string) => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    const lines = doc.splitTextToSize(words, 760) as string[];
    if (y + 12 * lines.length > doc.internal.pageSize.getHeight() - 48) { doc.addPage(); y = margin; }
    doc.text(lines, margin, y + 8);
    y += 12 * lines.length + 12;
  };
  const heading = (title: string) => {
    if (y > 470) { doc.addPage(); y = margin; }
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text(title, margin, y + 14);
    y += 22;
  };
  const table = (head: string[], body: string[][], options: { firstWidth?: number; bold?: (row: number) => boolean } = {}) => {
    autoTable(doc, {
      head: [head.map(plain)], body: body.map((row) => row.map(plain)), startY: y, margin: { left: margin, right: margin },
      theme: 'grid', styles: { fontSize: 7, cellPadding: 2.5, overflow: 'linebreak' },
      headStyles: { fillColor: [66, 79, 96], textColor: 255, halign: 'right' },
      columnStyles: { 0: { halign: 'left', cellWidth: options.firstWidth ?? 170 } },
      didParseCell: (cell) => {
        cell.cell.styles.halign = cell.column.index > 0 ? 'right' : 'left';
        if (cell.section === 'body' && options.bold?.(cell.row.index)) cell.cell.styles.fontStyle = 'bold';
      },
    });
    y = endOf() + 18;
  };

  const { period } = books;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(plain(intl.formatMessage(titleMessage, { client: clientName })), margin, y + 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(plain(intl.formatMessage(subtitleMessage, {
    organization: organizationName, from: formatMonth(intl, period.from), to: formatMonth(intl, period.to),
    date: intl.formatDate(today, { dateStyle: 'long' }),
  })), margin, y + 32);
  y += 48;

  const figures = keyFigures(books);
  const runway = runwayText(intl, figures.runway);
  heading(text(messages.summary));
  table([text(messages.figure), text(messages.value)], [
    [text(messages.cash), figures.cash ? cash(figures.cash.value) : '—'],
    [text(messages.netBurnTrailing), figures.burn?.netBurnTrailing ? cash(figures.burn.netBurnTrailing) : '—'],
    [text(messages.runway), `${runway.headline} — ${runway.detail}`],
    [text(messages.receipts), cash(figures.receiptsToDate)],
    [text(messages.payments), cash(figures.paymentsToDate)],
    [text(messages.attainment), percent(figures.attainment)],
  ], { firstWidth: 300 });

  const months = books.actual.months.map((month) => formatMonth(intl, month));
  const rows = flattenRows(cashFlowRows(books.actual, labels, null)).flatMap(({ row }) => (row.kind === 'section'
    ? [[row.label, ...months.map(() => ''), '']]
    : [[`${row.kind === 'category' ? '   ' : ''}${row.code ? `${row.code} ` : ''}${row.label}`, ...row.cells.map(amount), amount(row.total)]]));
  heading(text(messages.cashFlow));
  table([text(messages.line), ...months, text(messages.total)], rows, { firstWidth: 150, bold: (index) => !rows[index][0].startsWith('   ') });

  const statement = cashFlowStatement(books.actualWide, period.from, period.to, labels);
  const statementHead = [text(messages.line), `${formatMonth(intl, period.from)} – ${formatMonth(intl, period.to)}`, `${formatMonth(intl, addMonths(period.from, -12))} – ${formatMonth(intl, addMonths(period.to, -12))}`];
  heading(text(messages.statement));
  table(statementHead, statement.map((line) => [line.kind === 'category' ? `   ${line.code ?? ''} ${line.label}` : line.label, ...line.values.map(amount)]), {
    firstWidth: 320, bold: (index) => statement[index].kind !== 'category',
  });
  const indirectInput = indirectCheckInput(indirect);
  if ('operating' in indirectInput) {
    const rows = indirectRows(intl, indirect.flow, operatingCash(statement));
    heading(text(indirectMessages.title));
    table(statementHead, rows.map((row) => [
      `${row.kind === 'account' ? '   ' : ''}${row.code ? `${row.code} ` : ''}${row.label}${row.unclassified ? ` (${text(indirectMessages.unclassified)})` : ''}`,
      ...(row.kind === 'heading' ? ['', ''] : row.values.map(amount)),
    ]), { firstWidth: 320, bold: (index) => rows[index].kind !== 'account' });
  }
  const checks = cashFlowChecks({ table: books.actual, positions: books.positions, unmapped: books.unmapped, indirect: indirectInput });
  heading(text(messages.checks));
  table([text(messages.checks), ''], checks.map((check) => {
    const described = describeCheck(intl, check, cash);
    return [described.title, described.text];
  }), { firstWidth: 330 });

  heading(text(messages.budget));
  if (books.budgetWide) {
    const lines = budgetVsActualLines(books.actualWide, books.budgetWide, period, labels).filter((line) => line.kind !== 'section');
    table([text(messages.line), text(messages.actual), text(messages.budgeted), text(messages.variance), text(messages.variancePercent)],
      lines.map((line) => [`${line.kind === 'category' ? '   ' : ''}${line.code ? `${line.code} ` : ''}${line.label}`,
        amount(line.toDate?.actual ?? null), amount(line.toDate?.budget ?? null), amount(line.toDate?.delta ?? null), percent(line.toDate?.percent ?? null)]),
      { firstWidth: 320, bold: (index) => lines[index].kind !== 'category' });
  } else {
    note(text(messages.noBudget));
  }

  heading(ledger
    ? plain(intl.formatMessage(ledgerFactsHeading, { from: formatMonth(intl, ledger.from), to: formatMonth(intl, ledger.month) }))
    : text(messages.accounting));
  if (ledger) {
    table([text(messages.figure), text(messages.value)], [
      ...ledgerFacts(intl, ledger, cash).map((fact) => [plain(fact.label), fact.value]),
    ], { firstWidth: 300 });
    note(plain(`${ledgerTieText(intl, ledger, cash)} ${intl.formatMessage(ledgerFactsHow, { month: formatMonth(intl, ledger.month) })}`));
  } else {
    note(text(messages.noLedger));
  }

  const burns = burnByMonth(books.actualWide).filter((row) => row.month >= period.from && row.month <= period.to);
  heading(text(messages.burn));
  table([text(messages.month), text(messages.grossBurn), text(messages.netBurn), text(messages.netBurnTrailing)],
    burns.map((row) => [formatMonth(intl, row.month), amount(row.grossBurn), amount(row.netBurn), amount(row.netBurnTrailing)]), { firstWidth: 120 });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text(doc.splitTextToSize(text(messages.definitions), 760) as string[], margin, y);

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.text(plain(intl.formatMessage(pageMessage, { page, pages })), doc.internal.pageSize.getWidth() - margin, doc.internal.pageSize.getHeight() - 18, { align: 'right' });
  }
  return doc.output('blob');
}
