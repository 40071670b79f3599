import { Callout, H3, Intent } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MembersTable_query$key } from '../../../__generated__/MembersTable_query.graphql.ts';
import { isOwner } from '../../app/organizations/organizationRole.ts';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { InvitesPanel } from '../invites/InvitesPanel.tsx';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';
import { MembersTable } from './MembersTable.tsx';
import styles from './configuration.module.css';

const messages = defineMessages({
  members: { id: 'configuration.UsersTab.members', defaultMessage: 'Members', description: 'Accessible name of the members list' },
});

const notOwnerMessage = defineMessage<{ role: string }>({
  id: 'configuration.UsersTab.notOwner',
  defaultMessage: 'Your role here is {role}. Only owners can change roles and remove members; ask an owner if something should change.',
  description: 'Notice above the members list for a viewer or an editor',
});

export interface UsersTabProps {
  query: MembersTable_query$key;
  organizationId: string;
  organizationName: string;
  role: OrganizationRole | null;
}

/** The users tab: the organization's members (roles changed by owners), then its invites. */
export function UsersTab({ query, organizationId, organizationName, role }: UsersTabProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const owner = isOwner(role);
  return (
    <>
      {!owner && role !== null && (
        <Callout intent={Intent.PRIMARY} className={styles.notice}>{intl.formatMessage(notOwnerMessage, { role: roleLabel(role) })}</Callout>
      )}
      <H3>{intl.formatMessage(messages.members)}</H3>
      <MembersTable query={query} label={intl.formatMessage(messages.members)} organizationName={organizationName} owner={owner} />
      <div className={styles.invites}>
        <InvitesPanel organizationId={organizationId} />
      </div>
    </>
  );
}
