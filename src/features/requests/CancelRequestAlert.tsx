import { Alert, Callout, Intent } from '@blueprintjs/core';
import { BanCircleIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CancelRequestAlert_request$key } from '../../../__generated__/CancelRequestAlert_request.graphql.ts';
import { showToast } from '../../ui/toaster.ts';
import { requestRefusal } from './requestRefusal.ts';
import { useUpdateRequestMutation } from './useUpdateRequestMutation.ts';

const messages = defineMessages({
  confirm: { id: 'requests.CancelRequestAlert.confirm', defaultMessage: 'Cancel request', description: 'Confirms the cancellation' },
  keep: { id: 'requests.CancelRequestAlert.keep', defaultMessage: 'Keep it', description: 'Closes the question without cancelling' },
  cancelled: { id: 'requests.CancelRequestAlert.cancelled', defaultMessage: 'The request was cancelled', description: 'Toast after cancellation' },
});

const questionMessage = defineMessage<{ title: string }>({
  id: 'requests.CancelRequestAlert.question',
  defaultMessage: 'Cancel "{title}"? The links e-mailed to the companies stop working at once, no more reminders go out, and answers not yet approved can no longer be sent. Approved values stay in the indicators.',
  description: 'The question before a request is cancelled, saying what it does',
});

/** The question asked before a request is cancelled, saying that its links stop working. */
export function CancelRequestAlert({ isOpen, request, onClose }: { isOpen: boolean; request: CancelRequestAlert_request$key; onClose: () => void }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CancelRequestAlert_request on portfolio_kpi_request {
        id
        title
      }
    `,
    request,
  );
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [update, working] = useUpdateRequestMutation();
  const cancel = () => {
    setRefusal(null);
    update(data.id, { cancelled_at: new Date().toISOString() }, {
      onCompleted: () => { showToast(intl.formatMessage(messages.cancelled)); onClose(); },
      onError: (error) => { setRefusal(requestRefusal(error)); },
    });
  };
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon={<BanCircleIcon />}
      confirmButtonText={intl.formatMessage(messages.confirm)}
      cancelButtonText={intl.formatMessage(messages.keep)}
      onConfirm={cancel}
      onCancel={() => { setRefusal(null); onClose(); }}
      loading={working}
      canEscapeKeyCancel={!working}
    >
      <p>{intl.formatMessage(questionMessage, { title: data.title })}</p>
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
    </Alert>
  );
}
