import { H2, HTMLSelect, NonIdealState, Intent } from '@blueprintjs/core';
import { ChatIcon, LockIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { ManagementFrameQuery } from '../../../__generated__/ManagementFrameQuery.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { paths } from '../../app/paths.ts';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { planModules } from '../../app/organizations/planModules.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { CLIENT_PARAM, chosenClient, type ClientChoice } from './managementClient.ts';
import classes from './management.module.css';

const messages = defineMessages({
  client: { id: 'management.ManagementFrame.client', defaultMessage: 'Books of', description: 'Label of the select that chooses whose books the management screens show' },
  disabledTitle: { id: 'management.ManagementFrame.disabledTitle', defaultMessage: 'The management module is not enabled for this organization', description: 'Management screens when the plan has neither the financial nor the accounting module' },
  disabledText: { id: 'management.ManagementFrame.disabledText', defaultMessage: 'To analyse your companies\' books (cash flow, budget against actual, burn rate, runway), contact us and we will enable the module in your plan.', description: 'Contact instructions under the management-not-enabled notice' },
  contact: { id: 'management.ManagementFrame.contact', defaultMessage: 'Contact us', description: 'Link to the contact page from the management-not-enabled notice' },
  noClient: { id: 'management.ManagementFrame.noClient', defaultMessage: 'No books yet', description: 'Title when neither the organization nor its companies have an accounting client' },
  noClientText: { id: 'management.ManagementFrame.noClientText', defaultMessage: 'Neither this organization nor its companies keep books in the portal yet. A company\'s books come in once it has an accounting client.', description: 'Explanation when there is no accounting client to choose' },
});
const ownMessage = defineMessage<{ name: string | number }>({ id: 'management.ManagementFrame.own', defaultMessage: '{name} (the organization)', description: 'The organization\'s own books in the client select' });

export interface ManagementContext {
  readonly organizationId: string;
  readonly organizationName: string;
  /** Budget against actual: a variance of at least this percentage is material (the organization's setting). */
  readonly materialityPercent: string;
  readonly client: ClientChoice;
  readonly canEdit: boolean;
}

/**
 * The frame of every management screen: its title, the choice of whose books (kept in the address), and the plan's
 * gate (the financial or accounting module). `children` renders the screen for the chosen client.
 */
export function ManagementFrame({ title, children }: { title: string; children: (context: ManagementContext) => ReactNode }) {
  const intl = useIntl();
  const organizationId = useSelectedOrganizationId() ?? '00000000-0000-0000-0000-000000000000';
  const userId = useAuthClient().getUser()?.id ?? '00000000-0000-0000-0000-000000000000';
  const [params, setParams] = useSearchParams();
  const data = useLazyLoadQuery<ManagementFrameQuery>(graphql`
    query ManagementFrameQuery($organizationId: uuid!, $userId: uuid!) {
      organization: portfolio_organization_by_pk(id: $organizationId) {
        id
        name
        materiality_percent
        plan { configuration }
        client { id name }
        companies(where: { client_id: { _is_null: false } }, order_by: [{ name_sort: asc }, { name: asc }, { id: asc }]) { id name client { id name } }
        organization_users(where: { user_id: { _eq: $userId } }) { role }
      }
    }
  `, { organizationId, userId }, { fetchPolicy: 'store-and-network' });
  const organization = data.organization;
  const modules = planModules(organization?.plan?.configuration);
  if (!organization || !(modules.financial || modules.accounting)) {
    return (
      <section aria-label={title}>
        <H2>{title}</H2>
        <NonIdealState
          icon={<LockIcon size={48} />}
          title={intl.formatMessage(messages.disabledTitle)}
          description={intl.formatMessage(messages.disabledText)}
          action={<LinkButton icon={<ChatIcon />} intent={Intent.PRIMARY} to={paths.contact} text={intl.formatMessage(messages.contact)} />}
        />
      </section>
    );
  }
  const choices: ClientChoice[] = [
    ...(organization.client ? [{ id: organization.client.id, name: organization.client.name, own: true }] : []),
    ...organization.companies.flatMap((company) => (company.client ? [{ id: company.client.id, name: company.name, own: false }] : [])),
  ];
  const client = chosenClient(choices, params.get(CLIENT_PARAM));
  return (
    <section aria-label={title}>
      <div className={classes.header}>
        <H2>{title}</H2>
        {client && (
          <label className={classes.clientSelect}>
            <span>{intl.formatMessage(messages.client)}</span>
            <HTMLSelect
              value={client.id}
              onChange={(event) => { setParams((current) => { current.set(CLIENT_PARAM, event.currentTarget.value); return current; }); }}
              options={choices.map((choice) => ({ value: choice.id, label: choice.own ? intl.formatMessage(ownMessage, { name: choice.name }) : choice.name }))}
            />
          </label>
        )}
      </div>
      {client
        ? children({ organizationId: organization.id, organizationName: organization.name, materialityPercent: organization.materiality_percent, client, canEdit: canEdit(organization.organization_users.at(0)?.role) })
        : <NonIdealState title={intl.formatMessage(messages.noClient)} description={intl.formatMessage(messages.noClientText)} />}
    </section>
  );
}
