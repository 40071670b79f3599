import { NonIdealState } from '@blueprintjs/core';
import { DisableIcon, ErrorIcon, TimeIcon, WarningSignIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { LinkRefusal } from './respondentSession.ts';

const messages = defineMessages({
  invalidTitle: {
    id: 'respond.LinkRefusalState.invalidTitle',
    defaultMessage: 'This link does not open a form',
    description: 'Title when the no-login link of a KPI request is malformed or unknown',
  },
  invalidText: {
    id: 'respond.LinkRefusalState.invalidText',
    defaultMessage: 'The address may have been cut or changed when it was copied. Open the link from the e-mail again, or ask the investor who sent the request for a new link.',
    description: 'What to do when the no-login link of a KPI request is malformed or unknown',
  },
  expiredTitle: {
    id: 'respond.LinkRefusalState.expiredTitle',
    defaultMessage: 'This link has expired',
    description: 'Title when the no-login link of a KPI request has expired',
  },
  expiredText: {
    id: 'respond.LinkRefusalState.expiredText',
    defaultMessage: 'Links to answer a request work for a limited time. Ask the investor who sent the request for a new link.',
    description: 'What to do when the no-login link of a KPI request has expired',
  },
  revokedTitle: {
    id: 'respond.LinkRefusalState.revokedTitle',
    defaultMessage: 'This request is no longer open',
    description: 'Title when the KPI request was cancelled or a newer link replaced this one',
  },
  revokedText: {
    id: 'respond.LinkRefusalState.revokedText',
    defaultMessage: 'The investor cancelled this request or sent a newer link. Use the most recent e-mail, or ask the investor for a new link.',
    description: 'What to do when the KPI request was cancelled or a newer link replaced this one',
  },
  tooManyTitle: {
    id: 'respond.LinkRefusalState.tooManyTitle',
    defaultMessage: 'Too many attempts',
    description: 'Title when the no-login link was tried too often in a short time',
  },
  tooManyText: {
    id: 'respond.LinkRefusalState.tooManyText',
    defaultMessage: 'This link was opened too many times in a short while. Wait a few minutes and open it again.',
    description: 'What to do when the no-login link was tried too often in a short time',
  },
  networkTitle: {
    id: 'respond.LinkRefusalState.networkTitle',
    defaultMessage: 'The server could not be reached',
    description: 'Title when the answer form could not reach the server',
  },
  networkText: {
    id: 'respond.LinkRefusalState.networkText',
    defaultMessage: 'Check your connection and open the link again.',
    description: 'What to do when the answer form could not reach the server',
  },
  unknownTitle: {
    id: 'respond.LinkRefusalState.unknownTitle',
    defaultMessage: 'The form could not be opened',
    description: 'Title when the answer form failed for an unexpected reason',
  },
  unknownText: {
    id: 'respond.LinkRefusalState.unknownText',
    defaultMessage: 'Try again in a few minutes. If it keeps happening, ask the investor who sent the request for a new link.',
    description: 'What to do when the answer form failed for an unexpected reason',
  },
});

const TEXTS: Record<LinkRefusal, { title: MessageDescriptor; text: MessageDescriptor }> = {
  'link-invalid': { title: messages.invalidTitle, text: messages.invalidText },
  'link-expired': { title: messages.expiredTitle, text: messages.expiredText },
  'link-revoked': { title: messages.revokedTitle, text: messages.revokedText },
  'too-many-requests': { title: messages.tooManyTitle, text: messages.tooManyText },
  network: { title: messages.networkTitle, text: messages.networkText },
  unknown: { title: messages.unknownTitle, text: messages.unknownText },
};

const ICONS: Record<LinkRefusal, typeof TimeIcon> = {
  'link-invalid': ErrorIcon,
  'link-expired': TimeIcon,
  'link-revoked': DisableIcon,
  'too-many-requests': WarningSignIcon,
  network: WarningSignIcon,
  unknown: ErrorIcon,
};

/** Why the link opens no form, and what the company can do about it. */
export function LinkRefusalState({ refusal }: { refusal: LinkRefusal }) {
  const intl = useIntl();
  const Icon = ICONS[refusal];
  return (
    <div role="alert">
      <NonIdealState
        icon={<Icon size={48} />}
        title={intl.formatMessage(TEXTS[refusal].title)}
        description={intl.formatMessage(TEXTS[refusal].text)}
      />
    </div>
  );
}
