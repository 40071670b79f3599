import { ButtonGroup, Tooltip } from '@blueprintjs/core';
import { CogIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { DataroomLink } from './DataroomLink.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  settings: { id: 'companies.CompanyRowActions.settings', defaultMessage: 'Settings and users', description: 'Tooltip of the link to a company\'s settings (its users)' },
  details: { id: 'companies.CompanyRowActions.details', defaultMessage: 'Details', description: 'Tooltip of the link to a company\'s details' },
});

const settingsOfMessage = defineMessage<{ company: string }>({
  id: 'companies.CompanyRowActions.settingsOf',
  defaultMessage: 'Settings of {company}',
  description: 'Accessible name of the settings link of a company in the list',
});

const detailsOfMessage = defineMessage<{ company: string }>({
  id: 'companies.CompanyRowActions.detailsOf',
  defaultMessage: 'Details of {company}',
  description: 'Accessible name of the details link of a company in the list',
});

export interface CompanyRowActionsProps {
  companyId: string;
  companyName: string;
  /** The organization's plan has the dataroom. */
  dataroomEnabled: boolean;
}

/** A company's actions in the list: settings (where its users are removed), details, and the dataroom. */
export function CompanyRowActions({ companyId, companyName, dataroomEnabled }: CompanyRowActionsProps) {
  const intl = useIntl();
  const link = (path: string, tooltip: string, label: string, icon: ReactElement) => (
    <Tooltip content={tooltip} placement="top">
      <LinkButton variant="minimal" icon={icon} to={path} aria-label={label} />
    </Tooltip>
  );
  return (
    <ButtonGroup>
      {link(paths.companySettings(companyId), intl.formatMessage(messages.settings),
        intl.formatMessage(settingsOfMessage, { company: companyName }), <CogIcon />)}
      {link(paths.company(companyId), intl.formatMessage(messages.details),
        intl.formatMessage(detailsOfMessage, { company: companyName }), <EyeOpenIcon />)}
      <DataroomLink companyId={companyId} enabled={dataroomEnabled} companyName={companyName} iconOnly />
    </ButtonGroup>
  );
}
