import { AnchorButton, Tooltip } from '@blueprintjs/core';
import { FolderSharedIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  dataroom: { id: 'companies.DataroomLink.dataroom', defaultMessage: 'Dataroom', description: 'Link to a company\'s dataroom (its shared documents)' },
  notInPlan: {
    id: 'companies.DataroomLink.notInPlan',
    defaultMessage: 'The dataroom is not enabled in your organization\'s plan',
    description: 'Why the dataroom link is disabled: the plan does not include the module',
  },
  comingSoon: {
    id: 'companies.DataroomLink.comingSoon',
    defaultMessage: 'The dataroom is coming soon',
    description: 'Why the dataroom link is disabled although the plan includes it: document storage is not available yet',
  },
});

const labelledMessage = defineMessage<{ company: string; reason: string }>({
  id: 'companies.DataroomLink.labelled',
  defaultMessage: 'Dataroom of {company}: {reason}',
  description: 'Accessible name of the icon-only dataroom link of a company in a list',
});

export interface DataroomLinkProps {
  /** Whether the organization's plan has the dataroom module (`configuration.modules.dataroom`). */
  enabled: boolean;
  /** The company, named in the accessible label of the icon-only form. */
  companyName: string;
  /** Only the icon, as in a list's actions. @default false */
  iconOnly?: boolean;
}

/**
 * A company's dataroom link (spec §2). Nothing stores documents yet (no storage service and no dataroom in the data
 * model), so the link is always disabled, and its tooltip says why: not in the plan, or coming soon.
 */
export function DataroomLink({ enabled, companyName, iconOnly = false }: DataroomLinkProps) {
  const intl = useIntl();
  const reason = intl.formatMessage(enabled ? messages.comingSoon : messages.notInPlan);
  return (
    <Tooltip content={reason} placement="top">
      <AnchorButton
        variant="minimal"
        icon={<FolderSharedIcon />}
        text={iconOnly ? undefined : intl.formatMessage(messages.dataroom)}
        aria-label={intl.formatMessage(labelledMessage, { company: companyName, reason })}
        role="link"
        disabled
      />
    </Tooltip>
  );
}
