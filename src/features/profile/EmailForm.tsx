import { Button, Callout, FormGroup, Intent } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EmailForm_user$key } from '../../../__generated__/EmailForm_user.graphql.ts';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import styles from './profile.module.css';

const messages = defineMessages({
  label: { id: 'profile.EmailForm.label', defaultMessage: 'Email', description: 'Label of the user\'s current e-mail address' },
  change: { id: 'profile.EmailForm.change', defaultMessage: 'Change email', description: 'Opens the form to change the e-mail address' },
});

const sentMessage = defineMessage<{ email: string; current: string }>({
  id: 'profile.EmailForm.sent',
  defaultMessage: 'We sent a confirmation link to {email}. Open it to finish: until then, you keep signing in with {current}.',
  description: 'After an e-mail change was requested; {email} is the new address, {current} the one the account has now',
});

/**
 * The account's e-mail address, and a way to change it: the change takes effect when the link mailed to the new
 * address is opened (the auth service's rule), so until then this says where the link went.
 */
export function EmailForm({ user }: { user: EmailForm_user$key }) {
  const intl = useIntl();
  const { email } = useFragment(
    graphql`
      fragment EmailForm_user on users {
        email
      }
    `,
    user,
  );
  const [changing, setChanging] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const current = email ?? '';

  return (
    <div className={styles.form}>
      <FormGroup label={intl.formatMessage(messages.label)}>
        <div className={styles.current}>
          <span>{current}</span>
          {!changing && (
            <Button
              icon={<EnvelopeIcon />}
              text={intl.formatMessage(messages.change)}
              onClick={() => { setChanging(true); setSentTo(null); }}
            />
          )}
        </div>
      </FormGroup>
      {sentTo !== null && (
        <Callout intent={Intent.PRIMARY} role="status" icon={<EnvelopeIcon />} className={styles.notice}>
          {intl.formatMessage(sentMessage, { email: sentTo, current })}
        </Callout>
      )}
      {changing && (
        <EmailChangeForm
          current={email ?? null}
          onSent={(address) => { setSentTo(address); setChanging(false); }}
          onCancel={() => { setChanging(false); }}
        />
      )}
    </div>
  );
}
