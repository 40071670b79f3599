import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { AddIcon, SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { InvestmentsTable_query$key } from '../../../__generated__/InvestmentsTable_query.graphql.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { CreateInvestmentDialog } from './CreateInvestmentDialog.tsx';
import { InvestmentsTable } from './InvestmentsTable.tsx';
import { INVESTMENTS_TABLE } from './investmentsVariables.ts';

const messages = defineMessages({
  search: { id: 'investments.InvestmentsTab.search', defaultMessage: 'Search investments', description: 'Accessible name of the search box' },
  searchHint: { id: 'investments.InvestmentsTab.searchHint', defaultMessage: 'Date or amount', description: 'Placeholder of the search box' },
  create: { id: 'investments.InvestmentsTab.create', defaultMessage: 'Create investment', description: 'Opens the create-investment dialog' },
});

/** Typing waits this long before the list is searched, so a word is one request, not one per letter. */
const SEARCH_DELAY_MS = 300;

export interface InvestmentsTabProps {
  query: InvestmentsTable_query$key;
  walletId: string;
  walletCompanyId: string;
  organizationId: string;
  companyId: string;
  canEdit: boolean;
  onChanged: () => void;
}

/** Investments: search and create (spec §2), above the list of the wallet's investments in the company. */
export function InvestmentsTab({ query, walletId, walletCompanyId, organizationId, companyId, canEdit, onChanged }: InvestmentsTabProps) {
  const intl = useIntl();
  const [state, change] = useTableUrlState(INVESTMENTS_TABLE);
  const [text, setText] = useState(state.q);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (text === state.q) return undefined;
    const timer = setTimeout(() => { change({ q: text }); }, SEARCH_DELAY_MS);
    return () => { clearTimeout(timer); };
  }, [text, state.q, change]);

  const toolbar = (
    <>
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchHint)}
        value={text}
        onValueChange={setText}
      />
      {canEdit && (
        <Button icon={<AddIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.create)} onClick={() => { setCreating(true); }} />
      )}
    </>
  );
  return (
    <>
      <InvestmentsTable
        query={query}
        walletId={walletId}
        walletCompanyId={walletCompanyId}
        organizationId={organizationId}
        canEdit={canEdit}
        state={state}
        onStateChange={change}
        onChanged={onChanged}
        toolbar={toolbar}
      />
      {canEdit && (
        <CreateInvestmentDialog
          isOpen={creating}
          onClose={() => { setCreating(false); }}
          walletId={walletId}
          organizationId={organizationId}
          companyId={companyId}
          onCreated={onChanged}
        />
      )}
    </>
  );
}
