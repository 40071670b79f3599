import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { TreeItem, TreeRow } from './organizationTree.ts';
import styles from './organizations.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'organizations.OrganizationTreeTable.name', defaultMessage: 'Name', description: 'Column: the organization\'s name' },
  role: { id: 'organizations.OrganizationTreeTable.role', defaultMessage: 'Your role', description: 'Column: the user\'s role in the organization' },
  parent: { id: 'organizations.OrganizationTreeTable.parent', defaultMessage: 'Parent organization', description: 'Column: the organization it sits under' },
  members: { id: 'organizations.OrganizationTreeTable.members', defaultMessage: 'Members', description: 'Column: how many people belong to it' },
  companies: { id: 'organizations.OrganizationTreeTable.companies', defaultMessage: 'Companies', description: 'Column: how many companies it follows' },
  createdAt: { id: 'organizations.OrganizationTreeTable.createdAt', defaultMessage: 'Created at', description: 'Column: when the organization was created' },
  actions: { id: 'organizations.OrganizationTreeTable.actions', defaultMessage: 'Actions', description: 'Column: what can be done with the organization' },
  current: { id: 'organizations.OrganizationTreeTable.current', defaultMessage: 'Current', description: 'Tag of the organization the portal shows now' },
  topLevel: { id: 'organizations.OrganizationTreeTable.topLevel', defaultMessage: 'None (top level)', description: 'Parent column of an organization under no other' },
  parentHidden: {
    id: 'organizations.OrganizationTreeTable.parentHidden',
    defaultMessage: 'An organization you are not a member of',
    description: 'Parent column when the user cannot see the parent organization',
  },
  empty: { id: 'organizations.OrganizationTreeTable.empty', defaultMessage: 'No record found', description: 'The only row when no organization matches the search' },
  none: {
    id: 'organizations.OrganizationTreeTable.none',
    defaultMessage: 'You belong to no organization yet. Create one, or accept an invite from someone who has one.',
    description: 'The only row when the user belongs to no organization',
  },
});

const expandOf = defineMessage<{ name: string }>({
  id: 'organizations.OrganizationTreeTable.expandOf', defaultMessage: 'Show the organizations under {name}', description: 'Accessible name of the button that opens a branch',
});
const collapseOf = defineMessage<{ name: string }>({
  id: 'organizations.OrganizationTreeTable.collapseOf', defaultMessage: 'Hide the organizations under {name}', description: 'Accessible name of the button that closes a branch',
});

/** What a row of the table shows besides the tree's own facts. */
export interface OrganizationLine extends TreeItem {
  readonly created_at: string;
  /** The user's role, translated. */
  readonly roleLabel: string;
  readonly parentName: string | null;
  readonly memberCount: number;
  readonly companyCount: number;
}

export interface OrganizationTreeTableProps<T extends OrganizationLine> {
  label: string;
  rows: readonly TreeRow<T>[];
  /** A search is applied: an empty table means no match, not no organization. */
  searching: boolean;
  currentId: string | null;
  onToggle: (id: string) => void;
  /** A row's actions. */
  actions: (row: TreeRow<T>) => ReactNode;
}

const DEPTH_CLASSES = ['', styles.depth1, styles.depth2, styles.depth3];

/**
 * The organizations as an indented table: each child under its parent, a button to show or hide a branch. The
 * hierarchy is also in the parent column, which a screen reader reads with each row.
 */
export function OrganizationTreeTable<T extends OrganizationLine>({ label, rows, searching, currentId, onToggle, actions }: OrganizationTreeTableProps<T>) {
  const intl = useIntl();
  const headers = [messages.name, messages.role, messages.parent, messages.members, messages.companies, messages.createdAt, messages.actions];
  const numeric = (index: number) => index === 3 || index === 4;
  const parentText = ({ item, parentHidden }: TreeRow<T>) => {
    if (parentHidden) return <span className={styles.muted}>{intl.formatMessage(messages.parentHidden)}</span>;
    if (item.parentName !== null) return item.parentName;
    // A dash to the eye, words to a screen reader.
    return <><span aria-hidden="true" className={styles.muted}>—</span><span className={styles.visuallyHidden}>{intl.formatMessage(messages.topLevel)}</span></>;
  };
  return (
    <HTMLTable className={styles.table} aria-label={label} striped interactive>
      <thead>
        <tr>
          {headers.map((header, index) => (
            <th key={header.id} className={numeric(index) ? styles.count : index === 6 ? styles.actions : undefined}>{intl.formatMessage(header)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && <tr><td colSpan={headers.length} style={{ textAlign: 'center' }}>{intl.formatMessage(searching ? messages.empty : messages.none)}</td></tr>}
        {rows.map((row) => {
          const { item, depth } = row;
          const depthClass = depth < DEPTH_CLASSES.length ? DEPTH_CLASSES[depth] : styles.depthDeep;
          return (
            <tr key={item.id} className={depthClass === '' ? undefined : depthClass} data-depth={depth}>
              <td>
                <div className={styles.name}>
                  {row.hasChildren
                    ? (
                      <Button
                        variant="minimal" size="small" icon={row.expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
                        aria-expanded={row.expanded}
                        aria-label={intl.formatMessage(row.expanded ? collapseOf : expandOf, { name: item.name })}
                        onClick={() => { onToggle(item.id); }}
                      />
                      )
                    : <span className={styles.toggleSpace} />}
                  <span className={depth === 0 ? styles.rootName : undefined}>{item.name}</span>
                  {item.id === currentId && <Tag minimal intent={Intent.PRIMARY}>{intl.formatMessage(messages.current)}</Tag>}
                </div>
              </td>
              <td className={styles.nowrap}>{item.roleLabel}</td>
              <td>{parentText(row)}</td>
              <td className={styles.count}>{intl.formatNumber(item.memberCount)}</td>
              <td className={styles.count}>{intl.formatNumber(item.companyCount)}</td>
              <td className={styles.nowrap}>{formatTimestamp(intl, item.created_at)}</td>
              <td className={styles.actions}>{actions(row)}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
