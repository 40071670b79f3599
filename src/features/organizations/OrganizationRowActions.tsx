import { AnchorButton, Button, Intent, Tooltip } from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import styles from './organizations.module.css';

const messages = defineMessages({
  select: { id: 'organizations.OrganizationRowActions.select', defaultMessage: 'Select', description: 'Makes this organization the one the portal shows' },
  addChild: { id: 'organizations.OrganizationRowActions.addChild', defaultMessage: 'Add an organization under it', description: 'Tooltip: creates a child organization' },
  edit: { id: 'organizations.OrganizationRowActions.edit', defaultMessage: 'Rename or move', description: 'Tooltip: renames the organization or moves it under another' },
  delete: { id: 'organizations.OrganizationRowActions.delete', defaultMessage: 'Delete', description: 'Tooltip: deletes the organization' },
});

const selectOf = defineMessage<{ name: string }>({
  id: 'organizations.OrganizationRowActions.selectOf', defaultMessage: 'Select {name}', description: 'Accessible name of a row\'s select button',
});
const addChildOf = defineMessage<{ name: string }>({
  id: 'organizations.OrganizationRowActions.addChildOf', defaultMessage: 'Add an organization under {name}', description: 'Accessible name of a row\'s add-child button',
});
const editOf = defineMessage<{ name: string }>({
  id: 'organizations.OrganizationRowActions.editOf', defaultMessage: 'Rename or move {name}', description: 'Accessible name of a row\'s edit button',
});
const deleteOf = defineMessage<{ name: string }>({
  id: 'organizations.OrganizationRowActions.deleteOf', defaultMessage: 'Delete {name}', description: 'Accessible name of a row\'s delete button',
});

/** An action of a row: null when the user may use it, else why not. */
export type Allowed = MessageDescriptor | null;

export interface OrganizationRowActionsProps {
  name: string;
  /** It is the organization the portal shows now: no select button. */
  current: boolean;
  addChild: Allowed;
  edit: Allowed;
  remove: Allowed;
  onSelect: () => void;
  onAddChild: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A row's actions: select it as the current organization, add a child, rename or move, delete. One the user's role
 * may not use is shown disabled, its tooltip saying why (the server would refuse it anyway).
 */
export function OrganizationRowActions(props: OrganizationRowActionsProps) {
  const intl = useIntl();
  const { name } = props;
  const icon = (reason: Allowed, tooltip: MessageDescriptor, label: string, glyph: ReactElement, onClick: () => void, intent?: Intent) => (
    <Tooltip content={intl.formatMessage(reason ?? tooltip)} placement="top">
      <AnchorButton variant="minimal" icon={glyph} aria-label={label} disabled={reason !== null} intent={intent} onClick={onClick} />
    </Tooltip>
  );
  return (
    <>
      <span className={styles.selectSlot}>
        {!props.current && (
          <Button size="small" text={intl.formatMessage(messages.select)} aria-label={intl.formatMessage(selectOf, { name })} onClick={props.onSelect} />
        )}
      </span>
      {icon(props.addChild, messages.addChild, intl.formatMessage(addChildOf, { name }), <AddIcon />, props.onAddChild)}
      {icon(props.edit, messages.edit, intl.formatMessage(editOf, { name }), <EditIcon />, props.onEdit)}
      {icon(props.remove, messages.delete, intl.formatMessage(deleteOf, { name }), <TrashIcon />, props.onDelete, Intent.DANGER)}
    </>
  );
}
