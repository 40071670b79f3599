import { NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { FlowLinearIcon, ImportIcon } from '@blueprintjs/icons';
import { Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import type { ManagementContext } from '../ManagementFrame.tsx';
import { mappingFor, withClient } from '../managementClient.ts';
import { CashWaterfallChart } from './CashWaterfallChart.tsx';
import { cashFlowRows, type GridLabels, type GridRow } from './gridRows.ts';
import { MoneyGrid } from './MoneyGrid.tsx';
import { useComposition } from './useComposition.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useGridLabels } from './useGridLabels.ts';
import { XrayPanel, type XrayCell } from './XrayPanel.tsx';
import classes from './financial.module.css';

export const XRAY_PARAM = 'xray';

const messages = defineMessages({
  caption: { id: 'management.CashFlowTab.caption', defaultMessage: 'Cash flow', description: 'Accessible name of the cash-flow table, and its export\'s name' },
  xray: { id: 'management.CashFlowTab.xray', defaultMessage: 'X-ray', description: 'Switch: show what each row is made of and open any cell' },
  xrayHelp: { id: 'management.CashFlowTab.xrayHelp', defaultMessage: 'Each row unfolds into its categories and client accounts; click any amount to see the transactions behind it.', description: 'What the x-ray does' },
  fromTo: { id: 'management.CashFlowTab.fromTo', defaultMessage: 'From-to (De/Para)', description: 'Link to the mapping of client accounts onto the rows' },
  signs: { id: 'management.CashFlowTab.signs', defaultMessage: 'Amounts in R$: cash in positive, cash out negative. Cash in italics is derived from the flows where no balance was imported.', description: 'How to read the cash-flow table' },
  total: { id: 'management.CashFlowTab.total', defaultMessage: 'Total', description: 'Header of the total column' },
  empty: { id: 'management.CashFlowTab.empty', defaultMessage: 'No figures for this period', description: 'Title when the client has no figures' },
  emptyText: { id: 'management.CashFlowTab.emptyText', defaultMessage: 'Import the company\'s books (a spreadsheet, bank statements or its SPED ECD) and the cash flow is drawn from them.', description: 'How to get figures' },
  importBooks: { id: 'management.CashFlowTab.importBooks', defaultMessage: 'Import books', description: 'Link to the import screen' },
});

/** The cash-flow table of the spec: sections with cash in, cash out and result, the change of cash, and the cash. */
export function CashFlowTab({ books, context }: { books: FinancialBooks; context: ManagementContext }) {
  const intl = useIntl();
  const labels = useGridLabels();
  const [params, setParams] = useSearchParams();
  const xray = params.get(XRAY_PARAM) === '1';
  const [cell, setCell] = useState<XrayCell | null>(null);
  const clientId = context.client.id;
  if (books.categories.length === 0) {
    return (
      <NonIdealState
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyText)}
        action={<LinkButton icon={<ImportIcon />} to={withClient(paths.managementImports, clientId)} text={intl.formatMessage(messages.importBooks)} />}
      />
    );
  }
  return (
    <div className={classes.tab}>
      <CashWaterfallChart table={books.actual} />
      <div className={classes.toolbar}>
        <Switch
          checked={xray}
          label={intl.formatMessage(messages.xray)}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setParams((current) => { if (on) current.set(XRAY_PARAM, '1'); else current.delete(XRAY_PARAM); return current; });
          }}
        />
        <LinkButton icon={<FlowLinearIcon />} to={mappingFor(clientId, { from: books.period.from, to: books.period.to })} text={intl.formatMessage(messages.fromTo)} />
      </div>
      <p className={classes.note}>{intl.formatMessage(xray ? messages.xrayHelp : messages.signs)}</p>
      {xray
        ? (
          <Suspense fallback={<Spinner />}>
            <XrayGrid books={books} clientId={clientId} labels={labels} caption={intl.formatMessage(messages.caption)} total={intl.formatMessage(messages.total)} onCell={setCell} />
          </Suspense>
        )
        : <MoneyGrid caption={intl.formatMessage(messages.caption)} months={books.actual.months} rows={cashFlowRows(books.actual, labels, null)} totalHeader={intl.formatMessage(messages.total)} />}
      <XrayPanel clientId={clientId} period={books.period} cell={cell} onClose={() => { setCell(null); }} />
    </div>
  );
}

function XrayGrid({ books, clientId, labels, caption, total, onCell }: {
  books: FinancialBooks; clientId: string; labels: GridLabels; caption: string; total: string; onCell: (cell: XrayCell) => void;
}) {
  const composition = useComposition(clientId, books.period.from, books.period.to);
  const rows = cashFlowRows(books.actual, labels, composition);
  return (
    <MoneyGrid
      key="xray"
      caption={caption}
      months={books.actual.months}
      rows={rows}
      totalHeader={total}
      unfolded={(row: GridRow) => row.kind === 'direction'}
      onCell={onCell}
    />
  );
}
