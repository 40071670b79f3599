import { H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { OfficeIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ConfigurationScreenQuery } from '../../../__generated__/ConfigurationScreenQuery.graphql.ts';
import { AddressTabs } from '../../ui/AddressTabs.tsx';
import { useSelectedOrganizationRole } from '../../app/organizations/useSelectedOrganizationRole.ts';
import { AlertRulesTab } from './AlertRulesTab.tsx';
import { MetricsTab } from './MetricsTab.tsx';
import { RolesTab } from './RolesTab.tsx';
import { UsersTab } from './UsersTab.tsx';
import styles from './configuration.module.css';

const messages = defineMessages({
  title: { id: 'configuration.ConfigurationScreen.title', defaultMessage: 'Configuration', description: 'Title of the configuration screen' },
  users: { id: 'configuration.ConfigurationScreen.users', defaultMessage: 'Users', description: 'Tab: the organization\'s members and their roles' },
  metrics: { id: 'configuration.ConfigurationScreen.metrics', defaultMessage: 'Metric library', description: 'Tab: the metrics requests ask companies for' },
  alertRules: { id: 'configuration.ConfigurationScreen.alertRules', defaultMessage: 'Alert rules', description: 'Tab: the rules that raise alerts on the organization\'s companies' },
  roles: { id: 'configuration.ConfigurationScreen.roles', defaultMessage: 'Roles', description: 'Tab: what each role may do' },
  noOrganization: {
    id: 'configuration.ConfigurationScreen.noOrganization',
    defaultMessage: 'Select an organization to see its members.',
    description: 'Shown when no organization is selected',
  },
});

const subtitleMessage = defineMessage<{ organization: string }>({
  id: 'configuration.ConfigurationScreen.subtitle',
  defaultMessage: 'Members and roles of {organization}',
  description: 'Under the title: whose configuration this is',
});


/**
 * /app/configuration (spec §2): the selected organization's users (their roles changed by owners) and a roles tab
 * describing viewer, editor and owner, and the metric library requests ask from (standard metrics, and the
 * organization's own). The open tab is in the address (`?tab=roles`).
 */
export function ConfigurationScreen() {
  const intl = useIntl();
  const queryRef = useLoaderData<PreloadedQuery<ConfigurationScreenQuery>>();
  const data = usePreloadedQuery<ConfigurationScreenQuery>(
    graphql`
      query ConfigurationScreenQuery(
        $where: portfolio_organization_user_bool_exp!
        $orderBy: [portfolio_organization_user_order_by!]!
        $limit: Int
        $offset: Int!
        $organizationId: uuid!
        $userId: uuid!
      ) {
        organization: portfolio_organization_by_pk(id: $organizationId) {
          id
          name
        }
        ...useSelectedOrganizationRole_query
        ...MembersTable_query
      }
    `,
    queryRef,
  );
  const role = useSelectedOrganizationRole(data);
  const organization = data.organization;
  const users = organization
    ? <UsersTab query={data} organizationId={organization.id} organizationName={organization.name} role={role} />
    : <NonIdealState icon={<OfficeIcon size={48} />} description={intl.formatMessage(messages.noOrganization)} />;
  return (
    <section aria-labelledby="configuration-title">
      <div className={styles.header}>
        <H2 id="configuration-title">{intl.formatMessage(messages.title)}</H2>
        {organization && <p className={styles.subtitle}>{intl.formatMessage(subtitleMessage, { organization: organization.name })}</p>}
      </div>
      <AddressTabs
        id="configuration-tabs"
        className={styles.tabs}
        tabs={[
          { id: 'users', title: intl.formatMessage(messages.users), panel: users },
          { id: 'roles', title: intl.formatMessage(messages.roles), panel: <RolesTab role={role} /> },
          ...(organization ? [{ id: 'metrics', title: intl.formatMessage(messages.metrics), panel: <Suspense fallback={<Spinner />}><MetricsTab organizationId={organization.id} role={role} /></Suspense> }] : []),
          ...(organization ? [{ id: 'alerts', title: intl.formatMessage(messages.alertRules), panel: <Suspense fallback={<Spinner />}><AlertRulesTab organizationId={organization.id} role={role} /></Suspense> }] : []),
        ]}
      />
    </section>
  );
}
