import { Intent, NonIdealState } from '@blueprintjs/core';
import { ChatIcon, LockIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  title: {
    id: 'dataroom.DataroomNotEnabled.title',
    defaultMessage: 'The dataroom module is not enabled for this organization',
    description: 'Dataroom of a company whose organization\'s plan lacks the dataroom module',
  },
  text: {
    id: 'dataroom.DataroomNotEnabled.text',
    defaultMessage: 'To keep each company\'s documents (statements, contracts, board decks) in one place shared with your team, contact us and we will enable the module in your plan.',
    description: 'Contact instructions under the dataroom-not-enabled notice',
  },
  contact: { id: 'dataroom.DataroomNotEnabled.contact', defaultMessage: 'Contact us', description: 'Link to the contact page from the dataroom-not-enabled notice' },
});

/** What the dataroom shows when the organization's plan does not include it, with the way to ask for it. */
export function DataroomNotEnabled() {
  const intl = useIntl();
  return (
    <NonIdealState
      icon={<LockIcon size={48} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.text)}
      action={<LinkButton icon={<ChatIcon />} intent={Intent.PRIMARY} to={paths.contact} text={intl.formatMessage(messages.contact)} />}
    />
  );
}
