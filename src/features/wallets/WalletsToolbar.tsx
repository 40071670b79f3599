import { AnchorButton, Intent, Tooltip } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WalletsToolbar_query$key } from '../../../__generated__/WalletsToolbar_query.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { CreateWalletDialog } from './CreateWalletDialog.tsx';
import { WalletCompanyFilter } from './WalletCompanyFilter.tsx';
import { TableSearch } from '../../ui/dataTable/TableSearch.tsx';
import { WALLETS_TABLE } from './walletsTable.ts';

const messages = defineMessages({
  search: { id: 'wallets.WalletsToolbar.search', defaultMessage: 'Search', description: 'Label of the search box of the wallets list' },
  searchHint: { id: 'wallets.WalletsToolbar.searchHint', defaultMessage: 'Name or tax ID (CNPJ)', description: 'Placeholder of the wallets search box: what it searches' },
  createWallet: { id: 'wallets.WalletsToolbar.createWallet', defaultMessage: 'Create wallet', description: 'Opens the form of a new wallet' },
  editorsOnly: {
    id: 'wallets.WalletsToolbar.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can do this',
    description: 'Tooltip of an action disabled for a viewer of the selected organization',
  },
});

export interface WalletsToolbarProps {
  query: WalletsToolbar_query$key;
  /** The user edits the selected organization: create wallet is offered (a viewer sees it disabled, with why). */
  canCreate: boolean;
}

/** Above the wallets list: the search, the company filter, and create wallet with its dialog. */
export function WalletsToolbar({ query, canCreate }: WalletsToolbarProps) {
  const intl = useIntl();
  const organizationId = useSelectedOrganizationId();
  const data = useFragment(
    graphql`
      fragment WalletsToolbar_query on query_root {
        ...WalletCompanyFilter_query
        ...CreateWalletForm_query
      }
    `,
    query,
  );
  const [creating, setCreating] = useState(false);
  const button = (
    <AnchorButton icon={<AddIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.createWallet)}
      disabled={!canCreate} onClick={() => { setCreating(true); }} />
  );
  return (
    <>
      <TableSearch table={WALLETS_TABLE} label={intl.formatMessage(messages.search)} placeholder={intl.formatMessage(messages.searchHint)} />
      {organizationId !== null && <WalletCompanyFilter query={data} organizationId={organizationId} />}
      {canCreate ? button : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{button}</Tooltip>}
      <CreateWalletDialog query={data} isOpen={creating} onClose={() => { setCreating(false); }} />
    </>
  );
}
