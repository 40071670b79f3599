import { Button, Callout, Classes, ControlGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { NameForm_user$key } from '../../../__generated__/NameForm_user.graphql.ts';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { useUpdateUserMutation } from '../../app/account/useUpdateUserMutation.ts';
import styles from './profile.module.css';

const messages = defineMessages({
  label: { id: 'profile.NameForm.label', defaultMessage: 'Name', description: 'Label of the user\'s own name' },
  required: { id: 'profile.NameForm.required', defaultMessage: 'Name is required', description: 'The name was left empty' },
  save: { id: 'profile.NameForm.save', defaultMessage: 'Save name', description: 'Saves the user\'s new name' },
  saved: { id: 'profile.NameForm.saved', defaultMessage: 'Name saved', description: 'Toast after the user\'s name was saved' },
  network: {
    id: 'profile.NameForm.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
    description: 'The new name could not be sent because the network failed',
  },
  failed: {
    id: 'profile.NameForm.failed',
    defaultMessage: 'Your name could not be saved. Try again.',
    description: 'The server refused the new name for an unexpected reason',
  },
});

/**
 * The user's name (`display_name`): checked before it is sent; once saved, the auth session is read again so the
 * top bar shows it too. A refusal is shown translated, with the name as typed.
 */
export function NameForm({ user }: { user: NameForm_user$key }) {
  const intl = useIntl();
  const auth = useAuthClient();
  const { id, displayName } = useFragment(
    graphql`
      fragment NameForm_user on users {
        id
        displayName
      }
    `,
    user,
  );
  const [name, setName] = useState(displayName);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [update, saving] = useUpdateUserMutation();
  const missing = name.trim() === '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (missing) return;
    const trimmed = name.trim();
    update(id, { displayName: trimmed }, {
      onCompleted: () => {
        setName(trimmed);
        setSubmitted(false);
        showToast(intl.formatMessage(messages.saved));
        // The name in the top bar comes from the session; a failure here only delays it to the next token refresh.
        void auth.refreshUser();
      },
      // Nothing of the name can break a rule of the database: any other refusal is unexpected, and said so.
      onError: (error) => { setRefusal(refusalOf(error).kind === 'network' ? messages.network : messages.failed); },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <LabelledField label={intl.formatMessage(messages.label)} error={submitted && missing ? intl.formatMessage(messages.required) : undefined}>
        {(input) => (
          <ControlGroup fill>
            <InputGroup
              id={input.id}
              value={name}
              onValueChange={setName}
              autoComplete="name"
              required
              intent={input.intent}
              aria-invalid={input.invalid}
              aria-describedby={input.describedBy}
            />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={intl.formatMessage(messages.save)}
              loading={saving}
              disabled={name === displayName}
              className={Classes.FIXED}
            />
          </ControlGroup>
        )}
      </LabelledField>
      {refusal && <Callout intent={Intent.DANGER} role="alert" className={styles.notice}>{intl.formatMessage(refusal)}</Callout>}
    </form>
  );
}
