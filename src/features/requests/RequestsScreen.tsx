import { Button, H2, Intent, NonIdealState } from '@blueprintjs/core';
import { OfficeIcon, PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { RequestsScreenQuery } from '../../../__generated__/RequestsScreenQuery.graphql.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { useSelectedOrganizationRole } from '../../app/organizations/useSelectedOrganizationRole.ts';
import { AddressTabs } from '../../ui/AddressTabs.tsx';
import { CompletionBoard } from './CompletionBoard.tsx';
import { NewRequestDialog } from './NewRequestDialog.tsx';
import { RequestsTable } from './RequestsTable.tsx';
import { localToday } from './responseState.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  title: { id: 'requests.RequestsScreen.title', defaultMessage: 'Requests', description: 'Title of the KPI requests screen' },
  newRequest: { id: 'requests.RequestsScreen.newRequest', defaultMessage: 'New request', description: 'Opens the form of a new KPI request' },
  list: { id: 'requests.RequestsScreen.list', defaultMessage: 'Requests', description: 'Tab: the list of requests' },
  board: { id: 'requests.RequestsScreen.board', defaultMessage: 'Completion board', description: 'Tab: which company answered which request, and who is late' },
  noOrganization: {
    id: 'requests.RequestsScreen.noOrganization',
    defaultMessage: 'Select an organization to see its requests.',
    description: 'Shown when no organization is selected',
  },
});

const subtitleMessage = defineMessage<{ organization: string }>({
  id: 'requests.RequestsScreen.subtitle',
  defaultMessage: 'What {organization} asks its companies to report, and who has answered',
  description: 'Under the title: whose requests these are',
});

/**
 * /app/requests: the selected organization's KPI requests (period, due date, recurrence, how many companies are in
 * each state) and the completion board of who is late. Editors and owners create requests here.
 */
export function RequestsScreen() {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const queryRef = useLoaderData<PreloadedQuery<RequestsScreenQuery>>();
  const data = usePreloadedQuery<RequestsScreenQuery>(
    graphql`
      query RequestsScreenQuery($organizationId: uuid!, $userId: uuid!) {
        organization: portfolio_organization_by_pk(id: $organizationId) {
          id
          name
        }
        ...useSelectedOrganizationRole_query
        ...RequestsTable_query
        ...CompletionBoard_query
        ...NewRequestForm_query
      }
    `,
    queryRef,
  );
  const role = useSelectedOrganizationRole(data);
  const organization = data.organization;
  // One day for the whole screen, so the list and the board agree on who is late.
  const [today] = useState(localToday);
  if (!organization) {
    return <NonIdealState icon={<OfficeIcon size={48} />} description={intl.formatMessage(messages.noOrganization)} />;
  }
  const editor = canEdit(role);
  const newRequest = () => { setCreating(true); };
  return (
    <section aria-labelledby="requests-title">
      <div className={styles.header}>
        <div>
          <H2 id="requests-title">{intl.formatMessage(messages.title)}</H2>
          <p className={styles.subtitle}>{intl.formatMessage(subtitleMessage, { organization: organization.name })}</p>
        </div>
        {editor && (
          <div className={styles.headerEnd}>
            <Button icon={<PlusIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.newRequest)} onClick={newRequest} />
          </div>
        )}
      </div>
      <AddressTabs
        id="requests-tabs"
        tabs={[
          {
            id: 'list', title: intl.formatMessage(messages.list),
            panel: <RequestsTable query={data} today={today} onNewRequest={editor ? newRequest : undefined} />,
          },
          { id: 'board', title: intl.formatMessage(messages.board), panel: <CompletionBoard query={data} today={today} /> },
        ]}
      />
      {editor && (
        <NewRequestDialog
          isOpen={creating}
          onClose={() => { setCreating(false); }}
          query={data}
          organizationId={organization.id}
          today={today}
        />
      )}
    </section>
  );
}
