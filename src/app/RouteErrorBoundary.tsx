import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

const messages = defineMessages({
  title: { id: 'app.RouteErrorBoundary.title', defaultMessage: 'Something went wrong', description: 'Error page title' },
  description: {
    id: 'app.RouteErrorBoundary.description',
    defaultMessage: 'This page could not be shown. Try again; if it keeps happening, contact support.',
    description: 'Error page text',
  },
  retry: { id: 'app.RouteErrorBoundary.retry', defaultMessage: 'Try again', description: 'Reload button' },
});

/**
 * What a route shows when its loader or screen throws: a calm message and a way to try again, never a blank page.
 * The error itself goes to the console (and to Sentry in production, through its router integration).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  useEffect(() => {
    console.error(isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error);
  }, [error]);
  return (
    <NonIdealState
      icon={<ErrorIcon size={48} />}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      action={<Button intent="primary" text={intl.formatMessage(messages.retry)} onClick={() => { window.location.reload(); }} />}
    />
  );
}
