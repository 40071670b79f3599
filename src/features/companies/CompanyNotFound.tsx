import { NonIdealState } from '@blueprintjs/core';
import { OfficeIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  title: { id: 'companies.CompanyNotFound.title', defaultMessage: 'Company not found', description: 'A company page whose company does not exist or is not visible' },
  description: {
    id: 'companies.CompanyNotFound.description',
    defaultMessage: 'This company does not exist, or it belongs to an organization you are not a member of.',
    description: 'Why a company page shows nothing',
  },
  back: { id: 'companies.CompanyNotFound.back', defaultMessage: 'Go to my companies', description: 'Link from a missing company to the companies list' },
});

/** What a company page shows when its id names no company the user can see. */
export function CompanyNotFound() {
  const intl = useIntl();
  return (
    <NonIdealState
      icon={<OfficeIcon size={48} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      action={<LinkButton to={paths.myCompanies} text={intl.formatMessage(messages.back)} />}
    />
  );
}
