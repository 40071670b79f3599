import { Callout } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { authProblemText } from './authProblems.ts';
import styles from './authScreens.module.css';

const messages = defineMessages({
  invalidTicket: {
    id: 'auth.LinkErrorNotice.invalidTicket',
    defaultMessage: 'This link has expired or was already used.',
    description: 'The e-mailed link (verification, password, e-mail change, sign-in) was refused by the auth service',
  },
  emailInUse: {
    id: 'auth.LinkErrorNotice.emailInUse',
    defaultMessage: 'That e-mail address now belongs to another account, so the change was not made.',
    description: 'The e-mail-change link was refused because the new address is taken',
  },
});

/** The `error` codes the auth service puts in a link's redirect that mean something about the link itself. */
const LINK_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map<string, MessageDescriptor>([
  ['invalid-ticket', messages.invalidTicket],
  ['email-already-in-use', messages.emailInUse],
]);

/**
 * Why the e-mailed link that opened this page did not work. The auth service sends a refused link (spent, expired,
 * its address taken, its account disabled …) to the page it would have opened, with `?error=<code>&errorDescription=
 * <English text>` (hasura-auth's redirect); this says it in the user's language, and `hint` says what to do on this
 * page (usually: ask for a new link). Nothing shows when the address has no `error`.
 */
export function LinkErrorNotice({ hint }: { hint?: MessageDescriptor }) {
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  const own = LINK_MESSAGES.get(code);
  const text = own ? { message: own, values: undefined } : authProblemText({ status: 400, error: code, message: params.get('errorDescription') ?? '' });
  return (
    <Callout intent="warning" role="alert" className={styles.alert}>
      <FormattedMessage {...text.message} values={text.values} />
      {hint && <> <FormattedMessage {...hint} /></>}
    </Callout>
  );
}
