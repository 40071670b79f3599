import { NonIdealState } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  title: { id: 'home.NoOrganization.title', defaultMessage: 'No organization yet', description: 'Home when the user belongs to no organization' },
  description: {
    id: 'home.NoOrganization.description',
    defaultMessage: 'Figures are kept per organization. Create one for your fund or family office, or accept an invite to join one.',
    description: 'Home when the user belongs to no organization: what to do',
  },
  create: { id: 'home.NoOrganization.create', defaultMessage: 'Go to my organizations', description: 'Link to the organizations page, where one is created' },
});

/** Home of a user who belongs to no organization: what home will show, and where to start. */
export function NoOrganization() {
  const intl = useIntl();
  return (
    <NonIdealState
      icon={<PeopleIcon size={48} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      action={<LinkButton to={paths.myOrganizations} intent="primary" text={intl.formatMessage(messages.create)} />}
    />
  );
}
