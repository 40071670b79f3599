import { Tooltip } from '@blueprintjs/core';
import { FolderSharedIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  dataroom: { id: 'companies.DataroomLink.dataroom', defaultMessage: 'Dataroom', description: 'Link to a company\'s dataroom (its shared documents)' },
  notInPlan: {
    id: 'companies.DataroomLink.notInPlan',
    defaultMessage: 'The dataroom is not enabled in your organization\'s plan',
    description: 'Tooltip of the dataroom link when the plan does not include the module (the page says how to get it)',
  },
});

const labelledMessage = defineMessage<{ company: string }>({
  id: 'companies.DataroomLink.labelledOf',
  defaultMessage: 'Dataroom of {company}',
  description: 'Accessible name of the icon-only dataroom link of a company in a list',
});

const labelledNotInPlanMessage = defineMessage<{ company: string; reason: string }>({
  id: 'companies.DataroomLink.labelled',
  defaultMessage: 'Dataroom of {company}: {reason}',
  description: 'Accessible name of the icon-only dataroom link of a company in a list, when the plan lacks the module',
});

export interface DataroomLinkProps {
  companyId: string;
  /** Whether the organization's plan has the dataroom module (`configuration.modules.dataroom`). */
  enabled: boolean;
  /** The company, named in the accessible label of the icon-only form. */
  companyName: string;
  /** Only the icon, as in a list's actions. @default false */
  iconOnly?: boolean;
}

/**
 * A company's dataroom link (spec §2). It always leads to the dataroom: when the plan lacks the module, the page says
 * so with the way to ask for it (as the accounting tab does), and the link's tooltip says it beforehand.
 */
export function DataroomLink({ companyId, enabled, companyName, iconOnly = false }: DataroomLinkProps) {
  const intl = useIntl();
  const reason = intl.formatMessage(messages.notInPlan);
  const label = enabled
    ? intl.formatMessage(labelledMessage, { company: companyName })
    : intl.formatMessage(labelledNotInPlanMessage, { company: companyName, reason });
  const tooltip = enabled ? intl.formatMessage(messages.dataroom) : reason;
  const link = (
    <LinkButton
      variant={iconOnly ? 'minimal' : undefined}
      icon={<FolderSharedIcon />}
      to={paths.companyDataroom(companyId)}
      text={iconOnly ? undefined : intl.formatMessage(messages.dataroom)}
      aria-label={iconOnly ? label : undefined}
    />
  );
  return iconOnly || !enabled ? <Tooltip content={tooltip} placement="top">{link}</Tooltip> : link;
}
