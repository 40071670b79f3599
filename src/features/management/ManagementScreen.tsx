import { Callout, Card, H3, H4, Intent, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { FlowLinearIcon, ImportIcon, TimelineLineChartIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ManagementScreenQuery } from '../../../__generated__/ManagementScreenQuery.graphql.ts';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { LedgerSummary } from '../../ui/ledger/LedgerSummary.tsx';
import { ManagementFrame, type ManagementContext } from './ManagementFrame.tsx';
import { withClient } from './managementClient.ts';
import { useFormatCashEffect } from './useFormatCashEffect.ts';
import { LatestKeyFigures } from './financial/LatestKeyFigures.tsx';
import classes from './management.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  title: { id: 'management.ManagementScreen.title', defaultMessage: 'Management', description: 'Title of the management home' },
  booksAndMapping: { id: 'management.ManagementScreen.booksAndMapping', defaultMessage: 'Books and from-to', description: 'Heading of the cards about the imported books and their mapping' },
  books: { id: 'management.ManagementScreen.books', defaultMessage: 'Books', description: 'Card about the client\'s imported books' },
  noData: { id: 'management.ManagementScreen.noData', defaultMessage: 'No books imported yet', description: 'Books card when nothing was imported' },
  importBooks: { id: 'management.ManagementScreen.importBooks', defaultMessage: 'Import books', description: 'Link to the import screen' },
  mapping: { id: 'management.ManagementScreen.mapping', defaultMessage: 'From-to (De/Para)', description: 'Card and link to the mapping of the client\'s accounts onto the categories' },
  allMapped: { id: 'management.ManagementScreen.allMapped', defaultMessage: 'Every account with activity feeds a category.', description: 'Mapping card when nothing is unmapped' },
  openMapping: { id: 'management.ManagementScreen.openMapping', defaultMessage: 'Open the from-to', description: 'Link to the mapping screen' },
  financial: { id: 'management.ManagementScreen.financial', defaultMessage: 'Financial analysis', description: 'Heading of the financial key figures' },
  openFinancial: { id: 'management.ManagementScreen.openFinancial', defaultMessage: 'Open the financial analysis', description: 'Link to the financial analysis' },
  accounting: { id: 'management.ManagementScreen.accounting', defaultMessage: 'Accounting analysis', description: 'Heading of the accounting key figures' },
});
const dataUntilMessage = defineMessage<{ month: string | number }>({ id: 'management.ManagementScreen.dataUntil', defaultMessage: 'Data up to {month}', description: 'How fresh the books are: the last month with data' });
const lastImportMessage = defineMessage<{ date: string | number }>({ id: 'management.ManagementScreen.lastImport', defaultMessage: 'Last import: {date}', description: 'When the books were last imported' });
const unmappedMessage = defineMessage<{ amount: string | number; accounts: number }>({ id: 'management.ManagementScreen.unmapped', defaultMessage: 'Not classified: {amount} in {accounts, plural, one {# account} other {# accounts}}', description: 'Money in accounts that feed no category yet' });

/** /app/management: whose books, how fresh they are, what is still unclassified, and the ways in and on. */
export function ManagementScreen() {
  const intl = useIntl();
  return (
    <ManagementFrame title={intl.formatMessage(messages.title)}>
      {(context) => <ManagementOverview context={context} />}
    </ManagementFrame>
  );
}

function ManagementOverview({ context }: { context: ManagementContext }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const data = useLazyLoadQuery<ManagementScreenQuery>(graphql`
    query ManagementScreenQuery($clientId: uuid!) {
      client: portfolio_client_by_pk(id: $clientId) { id last_data_imported_at }
      latest: accounting_import_batch(where: { client_id: { _eq: $clientId }, status: { _eq: applied } }, order_by: { period_end: desc_nulls_last }, limit: 1) {
        period_end
      }
      unmapped: accounting_unmapped_activity_aggregate(where: { client_id: { _eq: $clientId } }) {
        aggregate { sum { cash_effect } }
      }
      unmappedAccounts: accounting_client_account_aggregate(where: { client_id: { _eq: $clientId }, unmapped: {} }) {
        aggregate { count }
      }
    }
  `, { clientId: context.client.id }, { fetchPolicy: 'store-and-network' });
  const periodEnd = data.latest.at(0)?.period_end;
  const importedAt = data.client?.last_data_imported_at;
  const unmappedCount = data.unmappedAccounts.aggregate?.count ?? 0;
  const id = context.client.id;
  return (
    <>
    <section aria-label={intl.formatMessage(messages.financial)}>
      <H3 className={classes.sectionTitle}>{intl.formatMessage(messages.financial)}</H3>
      <Suspense fallback={<Spinner />}>
        <LatestKeyFigures clientId={id} clientName={context.client.name} organizationName={context.organizationName}>
          <LinkButton icon={<TimelineLineChartIcon />} to={withClient(paths.managementFinancial, id)} text={intl.formatMessage(messages.openFinancial)} />
        </LatestKeyFigures>
      </Suspense>
    </section>
    <section aria-label={intl.formatMessage(messages.accounting)}>
      <H3 className={classes.sectionTitle}>{intl.formatMessage(messages.accounting)}</H3>
      <Card><Suspense fallback={<Spinner />}><LedgerSummary clientId={id} /></Suspense></Card>
    </section>
    <section aria-label={intl.formatMessage(messages.booksAndMapping)}>
      <H3 className={classes.sectionTitle}>{intl.formatMessage(messages.booksAndMapping)}</H3>
      <div className={classes.cards}>
        <Card>
          <H4>{intl.formatMessage(messages.books)}</H4>
          <p className={classes.figure}>
            {periodEnd ? intl.formatMessage(dataUntilMessage, { month: intl.formatDate(`${periodEnd}T12:00:00Z`, { month: '2-digit', year: 'numeric', timeZone: 'UTC' }) }) : intl.formatMessage(messages.noData)}
          </p>
          {importedAt && <p>{intl.formatMessage(lastImportMessage, { date: formatTimestamp(intl, importedAt) })}</p>}
          <LinkButton icon={<ImportIcon />} intent={Intent.PRIMARY} to={withClient(paths.managementImports, id)} text={intl.formatMessage(messages.importBooks)} />
        </Card>
        <Card>
          <H4>{intl.formatMessage(messages.mapping)}</H4>
          {unmappedCount > 0
            ? <Callout intent={Intent.WARNING}>{intl.formatMessage(unmappedMessage, { amount: formatCash(data.unmapped.aggregate?.sum?.cash_effect ?? '0'), accounts: unmappedCount })}</Callout>
            : <p>{intl.formatMessage(messages.allMapped)}</p>}
          <p />
          <LinkButton icon={<FlowLinearIcon />} to={withClient(paths.managementMapping, id)} text={intl.formatMessage(messages.openMapping)} />
        </Card>
      </div>
    </section>
    </>
  );
}
