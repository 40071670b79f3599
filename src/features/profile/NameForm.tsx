import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { NameForm_user$key } from '../../../__generated__/NameForm_user.graphql.ts';
import { useAuthClient, useAuthUser } from '../../auth/AuthContext.tsx';
import { useUpdateUserMutation } from '../../app/account/useUpdateUserMutation.ts';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { displayNameOf, personNameOf } from './personName.ts';
import type { PersonName } from './personName.ts';
import styles from './profile.module.css';

const messages = defineMessages({
  firstName: { id: 'profile.NameForm.firstName', defaultMessage: 'First name', description: 'Label of the user\'s own first name' },
  lastName: { id: 'profile.NameForm.lastName', defaultMessage: 'Last name', description: 'Label of the user\'s own last name' },
  firstNameRequired: { id: 'profile.NameForm.firstNameRequired', defaultMessage: 'First name is required', description: 'The first name was left empty' },
  lastNameRequired: { id: 'profile.NameForm.lastNameRequired', defaultMessage: 'Last name is required', description: 'The last name was left empty' },
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

const same = (a: PersonName, b: PersonName) => a.firstName.trim() === b.firstName.trim() && a.lastName.trim() === b.lastName.trim();

/**
 * The user's first and last name, as sign-up asks for them: kept in the account's metadata, and joined into the
 * display name the top bar, the member lists and the e-mails show. Checked before it is sent; once saved, the auth
 * session is read again so the top bar shows it too. A refusal is shown translated, with the names as typed.
 */
export function NameForm({ user }: { user: NameForm_user$key }) {
  const intl = useIntl();
  const auth = useAuthClient();
  const session = useAuthUser();
  const { id, displayName } = useFragment(
    graphql`
      fragment NameForm_user on users {
        id
        displayName
      }
    `,
    user,
  );
  const [saved, setSaved] = useState<PersonName>(() => personNameOf(session?.metadata, displayName));
  const [name, setName] = useState<PersonName>(saved);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [update, saving] = useUpdateUserMutation();
  const missing = { firstName: name.firstName.trim() === '', lastName: name.lastName.trim() === '' };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (missing.firstName || missing.lastName) return;
    const trimmed = { firstName: name.firstName.trim(), lastName: name.lastName.trim() };
    // The rest of the metadata (whatever else the account keeps there) is written back as it is.
    const metadata = { ...(session?.metadata ?? {}), ...trimmed };
    update(id, { displayName: displayNameOf(trimmed), metadata }, {
      onCompleted: () => {
        setName(trimmed);
        setSaved(trimmed);
        setSubmitted(false);
        showToast(intl.formatMessage(messages.saved));
        // The name in the top bar comes from the session; a failure here only delays it to the next token refresh.
        void auth.refreshUser();
      },
      // Nothing of the name can break a rule of the database: any other refusal is unexpected, and said so.
      onError: (error) => { setRefusal(refusalOf(error).kind === 'network' ? messages.network : messages.failed); },
    });
  };

  const field = (key: keyof PersonName, autoComplete: string, required: MessageDescriptor) => (
    <LabelledField label={intl.formatMessage(messages[key])} error={submitted && missing[key] ? intl.formatMessage(required) : undefined}>
      {(input) => (
        <InputGroup
          id={input.id}
          value={name[key]}
          onValueChange={(value) => { setName((previous) => ({ ...previous, [key]: value })); }}
          autoComplete={autoComplete}
          required
          intent={input.intent}
          aria-invalid={input.invalid}
          aria-describedby={input.describedBy}
        />
      )}
    </LabelledField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.nameFields}>
        {field('firstName', 'given-name', messages.firstNameRequired)}
        {field('lastName', 'family-name', messages.lastNameRequired)}
      </div>
      {refusal && <Callout intent={Intent.DANGER} role="alert" className={styles.notice}>{intl.formatMessage(refusal)}</Callout>}
      <div className={styles.actions}>
        <Button type="submit" intent={Intent.PRIMARY} text={intl.formatMessage(messages.save)} loading={saving} disabled={same(name, saved)} />
      </div>
    </form>
  );
}
