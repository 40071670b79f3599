import { Button, Callout, HTMLSelect, HTMLTable, Intent, Switch, Tag } from '@blueprintjs/core';
import { type ReactNode, useMemo, useState, useTransition } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountMappingScreenMutation } from '../../../__generated__/AccountMappingScreenMutation.graphql.ts';
import type { AccountMappingScreenQuery, AccountMappingScreenQuery$data } from '../../../__generated__/AccountMappingScreenQuery.graphql.ts';
import type { AccountMappingScreenScopeQuery } from '../../../__generated__/AccountMappingScreenScopeQuery.graphql.ts';
import { add, type Decimal, toFixed2 } from '../../../common/finance/money.ts';
import { paths } from '../../app/paths.ts';
import { formatMonth } from '../../ui/formatMonth.ts';
import { ScrollRegion } from './financial/ScrollRegion.tsx';
import { ManagementFrame, type ManagementContext } from './ManagementFrame.tsx';
import { mappingScopeOf, withClient, type MappingScope } from './managementClient.ts';
import { suggestCategory, type CategoryOption } from './suggestCategory.ts';
import { useFormatCashEffect } from './useFormatCashEffect.ts';
import classes from './management.module.css';

const messages = defineMessages({
  title: { id: 'management.AccountMappingScreen.title', defaultMessage: 'From-to (De/Para)', description: 'Title of the mapping screen' },
  intro: { id: 'management.AccountMappingScreen.intro', defaultMessage: 'Each account of the company\'s books feeds one category of the cash flow. Money in an account that feeds none is "not classified" and appears in no statement until you map it.', description: 'What the mapping screen is for' },
  allMapped: { id: 'management.AccountMappingScreen.allMapped', defaultMessage: 'Every account with activity feeds a category: nothing is left out of the statements.', description: 'Nothing is unmapped' },
  onlyUnmapped: { id: 'management.AccountMappingScreen.onlyUnmapped', defaultMessage: 'Only accounts not classified', description: 'Switch: show only unmapped accounts' },
  table: { id: 'management.AccountMappingScreen.table', defaultMessage: 'Accounts of the company and the categories they feed', description: 'Caption of the mapping table' },
  code: { id: 'management.AccountMappingScreen.code', defaultMessage: 'Client account', description: 'Column: the company\'s own account code' },
  name: { id: 'management.AccountMappingScreen.name', defaultMessage: 'Name', description: 'Column: the account\'s name' },
  category: { id: 'management.AccountMappingScreen.category', defaultMessage: 'Category', description: 'Column: the category the account feeds' },
  from: { id: 'management.AccountMappingScreen.from', defaultMessage: 'From', description: 'Column: the month from which the mapping applies' },
  notClassified: { id: 'management.AccountMappingScreen.notClassified', defaultMessage: 'Not classified', description: 'An account that feeds no category, and its amount' },
  amount: { id: 'management.AccountMappingScreen.amount', defaultMessage: 'Not classified amount', description: 'Column: the account\'s unmapped cash effect' },
  choose: { id: 'management.AccountMappingScreen.choose', defaultMessage: 'Choose a category…', description: 'Empty option of the category select' },
  always: { id: 'management.AccountMappingScreen.always', defaultMessage: 'all months', description: 'A mapping that applies from the first month' },
  apply: { id: 'management.AccountMappingScreen.apply', defaultMessage: 'Use suggestion', description: 'Button: map the account onto the suggested category' },
  receipt: { id: 'management.AccountMappingScreen.receipt', defaultMessage: 'in', description: 'Short tag: a receipt category' },
  payment: { id: 'management.AccountMappingScreen.payment', defaultMessage: 'out', description: 'Short tag: a payment category' },
  viewer: { id: 'management.AccountMappingScreen.viewer', defaultMessage: 'Only editors and owners of the organization change the from-to.', description: 'Why a viewer sees the mapping read-only' },
  failed: { id: 'management.AccountMappingScreen.failed', defaultMessage: 'The mapping was not saved. Try again.', description: 'Saving a mapping failed' },
  none: { id: 'management.AccountMappingScreen.none', defaultMessage: 'No record found', description: 'No account to show' },
  inScope: { id: 'management.AccountMappingScreen.inScope', defaultMessage: 'Cash in these months', description: 'Column: the account\'s cash (+ in, − out) in the months the from-to was opened for' },
  everyAccount: { id: 'management.AccountMappingScreen.everyAccount', defaultMessage: 'Show every account', description: 'Link: leave the accounts behind a figure for the whole from-to' },
});
const scopeMessage = defineMessage<{ accounts: number; what: string; from: string | number; to: string | number }>({
  id: 'management.AccountMappingScreen.scope',
  defaultMessage: '{accounts, plural, =0 {No account} one {The # account} other {The # accounts}} behind {what, select, rows {the rows you came from} unclassified {the cash not classified} other {the cash flow}}, {from} to {to}.',
  description: 'Which accounts the from-to lists when opened from a figure',
});
const unmappedMessage = defineMessage<{ amount: string | number; accounts: number }>({ id: 'management.AccountMappingScreen.unmapped', defaultMessage: 'Not classified: {amount} in {accounts, plural, one {# account} other {# accounts}}', description: 'Total money in unmapped accounts' });
const categoryOfMessage = defineMessage<{ account: string | number }>({ id: 'management.AccountMappingScreen.categoryOf', defaultMessage: 'Category of {account}', description: 'Accessible name of an account\'s category select' });
const monthOfMessage = defineMessage<{ account: string | number }>({ id: 'management.AccountMappingScreen.monthOf', defaultMessage: 'From which month, for {account}', description: 'Accessible name of an account\'s month input' });
const suggestionMessage = defineMessage<{ number: string | number; name: string | number }>({ id: 'management.AccountMappingScreen.suggestion', defaultMessage: 'Suggested: {number} {name}', description: 'A category the portal suggests for an unmapped account' });

const ALWAYS = '1900-01-01';

type Account = AccountMappingScreenQuery$data['accounts'][number];

/**
 * /app/management/mapping: every account of the client's books that can feed the cash flow (a spreadsheet's lines, a
 * bank account, a result account, and any account on the other side of an ECD's cash), and the category it feeds.
 */
export function AccountMappingScreen() {
  const intl = useIntl();
  return (
    <ManagementFrame title={intl.formatMessage(messages.title)}>
      {(context) => <AccountMapping key={context.client.id} context={context} />}
    </ManagementFrame>
  );
}

function AccountMapping({ context }: { context: ManagementContext }) {
  const [params] = useSearchParams();
  const scope = mappingScopeOf(params);
  return scope ? <ScopedMapping context={context} scope={scope} /> : <MappingTable context={context} scoped={null} />;
}

/** The accounts behind a figure: their cash in the scope's months, summed by the database per month (category_composition). */
function ScopedMapping({ context, scope }: { context: ManagementContext; scope: MappingScope }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<AccountMappingScreenScopeQuery>(graphql`
    query AccountMappingScreenScopeQuery($where: accounting_category_composition_bool_exp!) {
      parts: accounting_category_composition(where: $where) { client_account_id cash_effect }
    }
  `, {
    where: {
      client_id: { _eq: context.client.id }, month: { _gte: scope.from, _lte: scope.to },
      ...(scope.unclassified ? { account_id: { _is_null: true } } : scope.categories.length > 0 ? { account_id: { _in: [...scope.categories] } } : {}),
    },
  }, { fetchPolicy: 'store-and-network' });
  const amounts = useMemo(() => {
    const byAccount = new Map<string, Decimal>();
    for (const part of data.parts) {
      if (part.client_account_id && part.cash_effect != null) byAccount.set(part.client_account_id, add(byAccount.get(part.client_account_id) ?? 0, part.cash_effect));
    }
    return new Map([...byAccount].map(([id, total]) => [id, toFixed2(total)]));
  }, [data]);
  const what = scope.unclassified ? 'unclassified' : scope.categories.length > 0 ? 'rows' : 'all';
  return (
    <MappingTable context={context} scoped={amounts}>
      <Callout role="status" intent={Intent.PRIMARY}>
        {intl.formatMessage(scopeMessage, { accounts: amounts.size, what, from: formatMonth(intl, scope.from), to: formatMonth(intl, scope.to) })}
        {' '}
        <Link to={withClient(paths.managementMapping, context.client.id)}>{intl.formatMessage(messages.everyAccount)}</Link>
      </Callout>
    </MappingTable>
  );
}

/** Every account that can feed the cash flow, or (`scoped`) only those behind a figure, with their cash in its months. */
function MappingTable({ context, scoped, children }: { context: ManagementContext; scoped: ReadonlyMap<string, string> | null; children?: ReactNode }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const [fetchKey, setFetchKey] = useState(0);
  const [onlyUnmapped, setOnlyUnmapped] = useState(false);
  const [failed, setFailed] = useState(false);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<AccountMappingScreenQuery>(graphql`
    query AccountMappingScreenQuery($clientId: uuid!) {
      accounts: accounting_client_account(
        where: {
          client_id: { _eq: $clientId }, analytic: { _eq: true }
          _or: [{ nature: { _in: [cash_flow, result] } }, { is_cash: { _eq: true } }, { transactions: { cash_effect: { _is_null: false } } }]
        }
        order_by: { code: asc }
      ) {
        id
        code
        name
        is_cash
        mappings(order_by: { valid_from: desc }, limit: 1) { account_id valid_from }
        unmapped_aggregate { aggregate { sum { cash_effect } } }
      }
      categories: accounting_account(where: { client_id: { _eq: $clientId } }, order_by: { number: asc }) {
        id number name client_account type
      }
      total: accounting_unmapped_activity_aggregate(where: { client_id: { _eq: $clientId } }) { aggregate { sum { cash_effect } } }
    }
  `, { clientId: context.client.id }, { fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only', fetchKey });
  const [commit, saving] = useMutation<AccountMappingScreenMutation>(graphql`
    mutation AccountMappingScreenMutation($object: accounting_account_mapping_insert_input!) {
      insert_accounting_account_mapping_one(
        object: $object
        on_conflict: { constraint: account_mapping_client_account_id_valid_from_key, update_columns: [account_id] }
      ) { id }
    }
  `);
  const categories: CategoryOption[] = data.categories.map((c) => ({ id: c.id, number: c.number, name: c.name, clientAccount: c.client_account ?? null, type: c.type }));
  const unmappedOf = (account: Account) => account.unmapped_aggregate.aggregate?.sum?.cash_effect ?? null;
  const unmappedAccounts = data.accounts.filter((account) => unmappedOf(account) !== null);
  const inScope = scoped ? data.accounts.filter((account) => scoped.has(account.id)) : data.accounts;
  const shown = onlyUnmapped ? inScope.filter((account) => unmappedOf(account) !== null) : inScope;
  const save = (clientAccountId: string, accountId: string, validFrom: string) => {
    setFailed(false);
    commit({
      variables: { object: { client_account_id: clientAccountId, account_id: accountId, valid_from: validFrom } },
      onCompleted: (_response, errors) => {
        if (errors?.length) setFailed(true);
        startTransition(() => { setFetchKey((key) => key + 1); });
      },
      onError: () => { setFailed(true); },
    });
  };
  return (
    <div className={classes.steps}>
      <p>{intl.formatMessage(messages.intro)}</p>
      {unmappedAccounts.length > 0
        ? <Callout role="status" intent={Intent.WARNING}>{intl.formatMessage(unmappedMessage, { amount: formatCash(data.total.aggregate?.sum?.cash_effect ?? '0'), accounts: unmappedAccounts.length })}</Callout>
        : <Callout role="status" intent={Intent.SUCCESS}>{intl.formatMessage(messages.allMapped)}</Callout>}
      {children}
      {!context.canEdit && <Callout intent={Intent.PRIMARY}>{intl.formatMessage(messages.viewer)}</Callout>}
      {failed && <Callout role="alert" intent={Intent.DANGER}>{intl.formatMessage(messages.failed)}</Callout>}
      <Switch checked={onlyUnmapped} label={intl.formatMessage(messages.onlyUnmapped)} onChange={() => { setOnlyUnmapped((value) => !value); }} />
      <ScrollRegion label={intl.formatMessage(messages.table)}>
      <HTMLTable compact striped aria-label={intl.formatMessage(messages.table)}>
        <caption className="bp6-text-muted">{intl.formatMessage(messages.table)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.code)}</th>
            <th scope="col">{intl.formatMessage(messages.name)}</th>
            <th scope="col">{intl.formatMessage(messages.category)}</th>
            <th scope="col">{intl.formatMessage(messages.from)}</th>
            {scoped && <th scope="col" className={classes.amount}>{intl.formatMessage(messages.inScope)}</th>}
            <th scope="col" className={classes.amount}>{intl.formatMessage(messages.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && <tr><td colSpan={scoped ? 6 : 5}>{intl.formatMessage(messages.none)}</td></tr>}
          {shown.map((account) => (
            <MappingRow
              key={account.id}
              account={account}
              categories={categories}
              unmapped={unmappedOf(account)}
              inScope={scoped ? (scoped.get(account.id) ?? '0.00') : null}
              disabled={!context.canEdit || saving}
              onSave={(accountId, validFrom) => { save(account.id, accountId, validFrom); }}
            />
          ))}
        </tbody>
      </HTMLTable>
      </ScrollRegion>
    </div>
  );
}

function MappingRow({ account, categories, unmapped, inScope, disabled, onSave }: {
  account: Account; categories: readonly CategoryOption[]; unmapped: string | null;
  /** The account's cash in the scope's months, when the table shows a scope. */
  inScope: string | null;
  disabled: boolean;
  onSave: (accountId: string, validFrom: string) => void;
}) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const current = account.mappings.at(0);
  const [month, setMonth] = useState('');
  const validFrom = month === '' ? ALWAYS : `${month}-01`;
  const suggestion = unmapped !== null ? suggestCategory({ code: account.code, name: account.name, cashEffect: unmapped }, categories) : null;
  const label = (category: CategoryOption) => `${category.number} ${category.name} (${intl.formatMessage(category.type === 'receipt' ? messages.receipt : messages.payment)})`;
  return (
    <tr>
      <td>{account.code}</td>
      <td>{account.name}</td>
      <td>
        <div className={classes.actions}>
          <HTMLSelect
            className={classes.categorySelect}
            aria-label={intl.formatMessage(categoryOfMessage, { account: account.code })}
            value={current?.account_id ?? ''}
            disabled={disabled}
            onChange={(event) => { if (event.currentTarget.value) onSave(event.currentTarget.value, validFrom); }}
            options={[{ value: '', label: intl.formatMessage(messages.choose) }, ...categories.map((category) => ({ value: category.id, label: label(category) }))]}
          />
          {suggestion && (
            <>
              <Tag minimal>{intl.formatMessage(suggestionMessage, { number: suggestion.number, name: suggestion.name })}</Tag>
              <Button size="small" disabled={disabled} text={intl.formatMessage(messages.apply)} onClick={() => { onSave(suggestion.id, validFrom); }} />
            </>
          )}
        </div>
      </td>
      <td>
        <input
          className="bp6-input"
          type="month"
          aria-label={intl.formatMessage(monthOfMessage, { account: account.code })}
          placeholder={intl.formatMessage(messages.always)}
          value={month || (current && current.valid_from !== ALWAYS ? current.valid_from.slice(0, 7) : '')}
          disabled={disabled}
          onChange={(event) => { setMonth(event.currentTarget.value); }}
        />
      </td>
      {inScope !== null && <td className={classes.amount}>{formatCash(inScope)}</td>}
      <td className={classes.amount}>{unmapped !== null ? <Tag intent={Intent.WARNING} minimal>{`${intl.formatMessage(messages.notClassified)}: ${formatCash(unmapped)}`}</Tag> : '—'}</td>
    </tr>
  );
}
