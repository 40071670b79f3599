import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { refusalMessage, refusalOf } from '../refusal.ts';
import { showToast } from '../toaster.ts';
import { useSetAlertStatus, type AlertAction } from './useSetAlertStatusMutation.ts';

const messages = defineMessages({
  acknowledge: { id: 'ui.alerts.AlertActions.acknowledge', defaultMessage: 'Acknowledge', description: 'Button: mark an alert as seen, still open' },
  resolve: { id: 'ui.alerts.AlertActions.resolve', defaultMessage: 'Resolve', description: 'Button: close an alert' },
  failed: { id: 'ui.alerts.AlertActions.failed', defaultMessage: 'The alert could not be changed. Try again.', description: 'Toast when acknowledging or resolving an alert failed' },
  acknowledged: { id: 'ui.alerts.AlertActions.acknowledged', defaultMessage: 'Alert acknowledged', description: 'Toast after acknowledging an alert' },
  resolved: { id: 'ui.alerts.AlertActions.resolved', defaultMessage: 'Alert resolved', description: 'Toast after resolving an alert' },
});

export interface AlertActionsProps {
  alertId: string;
  /** `open`, `acknowledged` or `resolved`: what is left to do. */
  status: string;
  /** The alert's title, for the buttons' accessible names. */
  title: string;
}

/** Acknowledge (while open) and resolve (until resolved), for editors and owners; the server refuses anyone else. */
export function AlertActions({ alertId, status, title }: AlertActionsProps) {
  const intl = useIntl();
  const [setStatus, inFlight] = useSetAlertStatus();
  if (status === 'resolved') return null;
  const act = (action: AlertAction) => {
    setStatus(alertId, action, {
      onCompleted: () => { showToast(intl.formatMessage(action === 'acknowledge' ? messages.acknowledged : messages.resolved)); },
      onError: (error) => { showToast(intl.formatMessage(refusalMessage(refusalOf(error), {}, messages.failed)), Intent.DANGER); },
    });
  };
  return (
    <ButtonGroup>
      {status === 'open' && (
        <Button variant="minimal" size="small" disabled={inFlight} aria-label={`${intl.formatMessage(messages.acknowledge)}: ${title}`} onClick={() => { act('acknowledge'); }}>
          {intl.formatMessage(messages.acknowledge)}
        </Button>
      )}
      <Button variant="minimal" size="small" intent={Intent.SUCCESS} disabled={inFlight} aria-label={`${intl.formatMessage(messages.resolve)}: ${title}`} onClick={() => { act('resolve'); }}>
        {intl.formatMessage(messages.resolve)}
      </Button>
    </ButtonGroup>
  );
}
