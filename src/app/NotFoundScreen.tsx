import { NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from './paths.ts';

const messages = defineMessages({
  title: { id: 'app.NotFoundScreen.title', defaultMessage: 'Page not found', description: 'Unknown address title' },
  description: {
    id: 'app.NotFoundScreen.description',
    defaultMessage: 'There is no page at this address.',
    description: 'Unknown address text',
  },
  home: { id: 'app.NotFoundScreen.home', defaultMessage: 'Go to the portal', description: 'Link to the portal' },
});

/** An address that matches no route. */
export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <main style={{ height: '100vh' }}>
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        action={<Link to={paths.app}><FormattedMessage {...messages.home} /></Link>}
      />
    </main>
  );
}
