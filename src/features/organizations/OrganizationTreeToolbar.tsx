import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { AddIcon, CollapseAllIcon, ExpandAllIcon, SearchIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './organizations.module.css';

const messages = defineMessages({
  search: { id: 'organizations.OrganizationTreeToolbar.search', defaultMessage: 'Search', description: 'Label of the organizations search box' },
  placeholder: { id: 'organizations.OrganizationTreeToolbar.placeholder', defaultMessage: 'Organization name', description: 'Placeholder of the organizations search box' },
  expandAll: { id: 'organizations.OrganizationTreeToolbar.expandAll', defaultMessage: 'Expand all', description: 'Shows every organization of the tree' },
  create: { id: 'organizations.OrganizationTreeToolbar.create', defaultMessage: 'Create organization', description: 'Opens the form of a new organization' },
  collapseAll: { id: 'organizations.OrganizationTreeToolbar.collapseAll', defaultMessage: 'Collapse all', description: 'Shows only the organizations at the top of the tree' },
});

export interface OrganizationTreeToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** Whether the buttons apply: there are branches, and no search (which shows every match opened). */
  canToggle: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onCreate: () => void;
}

/** Above the tree: a search by name (matches shown with their parents), create, and expand / collapse all. */
export function OrganizationTreeToolbar({ search, onSearch, canToggle, onExpandAll, onCollapseAll, onCreate }: OrganizationTreeToolbarProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <label htmlFor={id}>{intl.formatMessage(messages.search)}</label>
        <InputGroup
          id={id} type="search" leftIcon={<SearchIcon />} value={search} onValueChange={onSearch}
          placeholder={intl.formatMessage(messages.placeholder)}
        />
      </div>
      {/* Anyone may create an organization: at the top, or under one they edit (they become its owner). */}
      <Button icon={<AddIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.create)} onClick={onCreate} />
      <div className={styles.toolbarEnd}>
        <Button variant="minimal" icon={<ExpandAllIcon />} text={intl.formatMessage(messages.expandAll)} disabled={!canToggle} onClick={onExpandAll} />
        <Button variant="minimal" icon={<CollapseAllIcon />} text={intl.formatMessage(messages.collapseAll)} disabled={!canToggle} onClick={onCollapseAll} />
      </div>
    </div>
  );
}
