import { AnchorButton, Intent, Tooltip } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useRevalidator } from 'react-router-dom';
import { formatCnpj } from '../../../common/cnpj.ts';
import { compare } from '../../../common/finance/money.ts';
import type { WalletCompaniesTab_wallet$key } from '../../../__generated__/WalletCompaniesTab_wallet.graphql.ts';
import { paths } from '../../app/paths.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { toLimitOffset, useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import type { TableSort, TableUrlOptions } from '../../ui/dataTable/tableUrlState.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { CreateInvestmentDialog } from '../investments/CreateInvestmentDialog.tsx';
import { useFormatShare } from '../../ui/performance/useFormatShare.ts';
import { holdingRows } from './walletHoldings.ts';
import type { HoldingRow } from './walletHoldings.ts';
import type { WalletScope } from './walletScope.ts';
import styles from './wallets.module.css';

const messages = defineMessages({
  label: { id: 'wallets.WalletCompaniesTab.label', defaultMessage: 'Companies of the wallet', description: 'Accessible name of the table of the wallet\'s companies' },
  company: { id: 'wallets.WalletCompaniesTab.company', defaultMessage: 'Company', description: 'Column: the company invested in' },
  taxId: { id: 'wallets.WalletCompaniesTab.taxId', defaultMessage: 'Tax ID', description: 'Column: the company\'s CNPJ' },
  investments: { id: 'wallets.WalletCompaniesTab.investments', defaultMessage: 'Investments', description: 'Column: how many investments the wallet made in the company' },
  invested: { id: 'wallets.WalletCompaniesTab.invested', defaultMessage: 'Net invested', description: 'Column: the net amount the wallet put into the company' },
  stake: { id: 'wallets.WalletCompaniesTab.stake', defaultMessage: 'Stake', description: 'Column: the percentage of the company the wallet bought, all investments together' },
  weight: { id: 'wallets.WalletCompaniesTab.weight', defaultMessage: 'Weight in wallet', description: 'Column: the company\'s share of the wallet\'s net invested amount' },
  create: { id: 'wallets.WalletCompaniesTab.create', defaultMessage: 'Create investment', description: 'Opens the create-investment dialog of the wallet' },
  editorsOnly: {
    id: 'wallets.WalletCompaniesTab.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can do this',
    description: 'Tooltip of an action disabled for a viewer of the wallet\'s organization',
  },
  file: { id: 'wallets.WalletCompaniesTab.file', defaultMessage: 'wallet-companies', description: 'Name of the exported file of a wallet\'s companies, without extension' },
});

/** The list's view in the address (on this tab): sortable by company (the default), investments and stake. */
const COMPANIES_OF_WALLET: TableUrlOptions = { sortColumns: ['company', 'investments', 'stake'], defaultSort: 'company' };

/** The rows in the order of a sort; a wallet holds few companies, so they are all read and sorted here. */
function sorted(rows: readonly HoldingRow[], sort: TableSort | null, locale: string): HoldingRow[] {
  const byName = (a: HoldingRow, b: HoldingRow) => a.companyName.localeCompare(b.companyName, locale);
  const order = (a: HoldingRow, b: HoldingRow): number => {
    if (sort?.column === 'investments') return a.investments - b.investments || byName(a, b);
    if (sort?.column === 'stake') return compare(a.stake, b.stake) || byName(a, b);
    return byName(a, b);
  };
  const ascending = [...rows].sort(order);
  return sort?.direction === 'desc' ? ascending.reverse() : ascending;
}

/**
 * The wallet's companies (spec §2, "investments (companies)"): each with its investments, the net amount, the stake
 * and its weight in the wallet, leading to the company within the wallet; and create investment, which adds the
 * company to the wallet when it is not held yet (the database's `investment_add_wallet_company`).
 */
export function WalletCompaniesTab({ wallet, scope }: { wallet: WalletCompaniesTab_wallet$key; scope: WalletScope }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatShare = useFormatShare();
  const revalidator = useRevalidator();
  const [state, change] = useTableUrlState(COMPANIES_OF_WALLET);
  const [creating, setCreating] = useState(false);
  const data = useFragment(
    graphql`
      fragment WalletCompaniesTab_wallet on portfolio_wallet {
        wallet_companies {
          id
          company {
            id
            name
            document
          }
          investments {
            net_amount
            currency
            share_percentage
          }
        }
      }
    `,
    wallet,
  );
  const rows = useMemo(() => sorted(holdingRows(data.wallet_companies), state.sort, intl.locale), [data.wallet_companies, state.sort, intl.locale]);
  const { limit, offset } = toLimitOffset(state, rows.length);
  const page = limit === null ? rows : rows.slice(offset, offset + limit);

  const lines = (items: readonly { currency: string; text: string }[]) => items.map((item) => <div key={item.currency}>{item.text}</div>);
  const invested = (row: HoldingRow) => row.invested.map((item) => ({ currency: item.currency, text: formatMoney(item.amount, item.currency) }));
  const weights = (row: HoldingRow) => row.weights.map((item) => ({
    currency: item.currency,
    text: intl.formatNumber(item.fraction as Intl.StringNumericLiteral, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }));
  const columns: DataTableColumn<HoldingRow>[] = [
    {
      id: 'company', freeText: true, header: intl.formatMessage(messages.company), sortable: true, exportValue: (row) => row.companyName,
      cell: (row) => <Link to={paths.walletCompany(scope.walletId, row.id)}>{row.companyName}</Link>,
    },
    {
      id: 'taxId', header: intl.formatMessage(messages.taxId),
      cell: (row) => <span className={styles.nowrap}>{formatCnpj(row.document)}</span>, exportValue: (row) => formatCnpj(row.document),
    },
    {
      id: 'investments', header: intl.formatMessage(messages.investments), sortable: true, align: 'right',
      cell: (row) => intl.formatNumber(row.investments), exportValue: (row) => row.investments,
    },
    {
      id: 'invested', header: intl.formatMessage(messages.invested), align: 'right',
      cell: (row) => lines(invested(row)), exportValue: (row) => invested(row).map((item) => item.text).join('; '),
    },
    {
      id: 'stake', header: intl.formatMessage(messages.stake), sortable: true, align: 'right',
      cell: (row) => formatShare(row.stake), exportValue: (row) => formatShare(row.stake),
    },
    {
      id: 'weight', header: intl.formatMessage(messages.weight), align: 'right',
      cell: (row) => lines(weights(row)), exportValue: (row) => weights(row).map((item) => item.text).join('; '),
    },
  ];

  const button = (
    <AnchorButton icon={<AddIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.create)}
      disabled={!scope.canEdit} onClick={() => { setCreating(true); }} />
  );
  return (
    <div className={styles.part}>
      <DataTable
        label={intl.formatMessage(messages.label)}
        columns={columns}
        rows={page}
        rowKey={(row) => row.id}
        total={rows.length}
        state={state}
        onStateChange={change}
        toolbar={scope.canEdit ? button : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{button}</Tooltip>}
        exportRows={() => Promise.resolve(rows)}
        fileName={intl.formatMessage(messages.file)}
      />
      {scope.canEdit && (
        <CreateInvestmentDialog
          isOpen={creating}
          onClose={() => { setCreating(false); }}
          walletId={scope.walletId}
          organizationId={scope.organizationId}
          onCreated={() => { void revalidator.revalidate(); }}
        />
      )}
    </div>
  );
}
