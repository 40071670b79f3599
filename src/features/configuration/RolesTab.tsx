import { Card, H3, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { CrossIcon, TickIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { ORGANIZATION_ROLES } from '../../app/organizations/organizationRole.ts';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';
import { CAPABILITIES } from './roleCapabilities.ts';
import styles from './configuration.module.css';

const messages = defineMessages({
  intro: {
    id: 'configuration.RolesTab.intro',
    defaultMessage: 'Each member of an organization has one of three roles. The server enforces them: an action a role may not use is refused even if it is attempted.',
    description: 'Introduction of the roles tab',
  },
  viewer: { id: 'configuration.RolesTab.viewer', defaultMessage: 'Follows the organization: sees all of its data and changes nothing.', description: 'Summary of the viewer role' },
  editor: {
    id: 'configuration.RolesTab.editor',
    defaultMessage: 'Runs the portfolio: adds and edits companies, wallets, investments and reports, and invites people.',
    description: 'Summary of the editor role',
  },
  owner: {
    id: 'configuration.RolesTab.owner',
    defaultMessage: 'Does everything an editor does, and manages the members and the organization itself.',
    description: 'Summary of the owner role',
  },
  capability: { id: 'configuration.RolesTab.capability', defaultMessage: 'What the role can do', description: 'Header of the capabilities column' },
  tableLabel: { id: 'configuration.RolesTab.tableLabel', defaultMessage: 'What each role can do', description: 'Accessible name of the capabilities table' },
  yours: { id: 'configuration.RolesTab.yours', defaultMessage: 'Your role', description: 'Tag on the user\'s own role' },
  yes: { id: 'configuration.RolesTab.yes', defaultMessage: 'Yes', description: 'The role has this capability (read by screen readers)' },
  no: { id: 'configuration.RolesTab.no', defaultMessage: 'No', description: 'The role lacks this capability (read by screen readers)' },
  createNote: {
    id: 'configuration.RolesTab.createNote',
    defaultMessage: 'Anyone signed in can create a new organization at the top level, and becomes its owner.',
    description: 'Note under the capabilities table',
  },
  ownerNote: {
    id: 'configuration.RolesTab.ownerNote',
    defaultMessage: 'An organization always keeps at least one owner: its last owner can neither be demoted nor leave.',
    description: 'Note under the capabilities table',
  },
  parentNote: {
    id: 'configuration.RolesTab.parentNote',
    defaultMessage: 'Roles are per organization: a role in a parent organization gives nothing in the organizations under it.',
    description: 'Note under the capabilities table',
  },
});

/** The roles tab: viewer, editor and owner, and what each may do (spec §6), with the user's own role marked. */
export function RolesTab({ role }: { role: OrganizationRole | null }) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const yours = (value: OrganizationRole) => value === role && <> <Tag minimal intent={Intent.PRIMARY}>{intl.formatMessage(messages.yours)}</Tag></>;
  return (
    <>
      <p>{intl.formatMessage(messages.intro)}</p>
      <div className={styles.roles}>
        {ORGANIZATION_ROLES.map((value) => (
          <Card key={value}>
            <H3>{roleLabel(value)}{yours(value)}</H3>
            <p>{intl.formatMessage(messages[value])}</p>
          </Card>
        ))}
      </div>
      <HTMLTable className={styles.capabilities} aria-label={intl.formatMessage(messages.tableLabel)} striped compact>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', width: 'auto' }}>{intl.formatMessage(messages.capability)}</th>
            {ORGANIZATION_ROLES.map((value) => (
              <th key={value} scope="col" className={value === role ? styles.yours : undefined}>{roleLabel(value)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CAPABILITIES.map((capability) => (
            <tr key={capability.id}>
              <th scope="row">{intl.formatMessage(capability.message)}</th>
              {ORGANIZATION_ROLES.map((value) => {
                const has = capability.roles.includes(value);
                return (
                  <td key={value} className={value === role ? styles.yours : undefined}>
                    {has ? <TickIcon className={styles.yes} /> : <CrossIcon className={styles.no} />}
                    <span className={styles.visuallyHidden}>{intl.formatMessage(has ? messages.yes : messages.no)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ul className={styles.notes}>
        <li>{intl.formatMessage(messages.createNote)}</li>
        <li>{intl.formatMessage(messages.ownerNote)}</li>
        <li>{intl.formatMessage(messages.parentNote)}</li>
      </ul>
    </>
  );
}
