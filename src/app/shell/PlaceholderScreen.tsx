import { NonIdealState } from '@blueprintjs/core';
import { BuildIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';

const titles = defineMessages({
  management: { id: 'app.PlaceholderScreen.management', defaultMessage: 'Management', description: 'Screen title' },
  managementAccounting: { id: 'app.PlaceholderScreen.managementAccounting', defaultMessage: 'Accounting analysis', description: 'Screen title' },
});

export type PlaceholderKey = keyof typeof titles;

const messages = defineMessages({
  description: {
    id: 'app.PlaceholderScreen.description',
    defaultMessage: 'This screen is on its way: it arrives in an upcoming release of the portal.',
    description: 'Empty state of a screen not built yet',
  },
});

/** A screen not built yet: the shell around it works, and the page says plainly what is missing. */
export function PlaceholderScreen({ screen }: { screen: PlaceholderKey }) {
  const intl = useIntl();
  return (
    <NonIdealState
      icon={<BuildIcon size={48} />}
      title={intl.formatMessage(titles[screen])}
      description={intl.formatMessage(messages.description)}
    />
  );
}
