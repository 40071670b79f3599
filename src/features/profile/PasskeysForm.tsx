import { Button, Callout, HTMLTable, InputGroup, Intent, NonIdealState } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { PasskeysFormDeleteMutation } from '../../../__generated__/PasskeysFormDeleteMutation.graphql.ts';
import type { PasskeysFormQuery } from '../../../__generated__/PasskeysFormQuery.graphql.ts';
import type { PasskeysForm_user$key } from '../../../__generated__/PasskeysForm_user.graphql.ts';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import type { AuthError } from '../../auth/authClient.ts';
import { browserHasPasskeys, passkeyProblemText } from '../../auth/passkeyProblems.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { showToast } from '../../ui/toaster.ts';
import styles from './profile.module.css';

const messages = defineMessages({
  explain: {
    id: 'profile.PasskeysForm.explain',
    defaultMessage: 'A passkey signs you in with your fingerprint, face or device PIN instead of a password and a code. It stays on your device (or your password manager) and works only on this portal, so it cannot be phished.',
    description: 'What passkeys are, above the list on the profile',
  },
  none: { id: 'profile.PasskeysForm.none', defaultMessage: 'No passkeys yet', description: 'The user has no passkeys' },
  name: { id: 'profile.PasskeysForm.name', defaultMessage: 'Name', description: 'Column: the passkey\'s nickname' },
  kind: { id: 'profile.PasskeysForm.kind', defaultMessage: 'Kind', description: 'Column: where the passkey lives' },
  unnamed: { id: 'profile.PasskeysForm.unnamed', defaultMessage: 'Passkey without a name', description: 'A passkey saved without a nickname' },
  onDevice: {
    id: 'profile.PasskeysForm.onDevice',
    defaultMessage: 'Device or password manager',
    description: 'Kind of passkey: kept by the computer or phone, or synced by a password manager',
  },
  securityKey: { id: 'profile.PasskeysForm.securityKey', defaultMessage: 'Security key', description: 'Kind of passkey: a USB, NFC or Bluetooth key' },
  remove: { id: 'profile.PasskeysForm.remove', defaultMessage: 'Remove', description: 'Removes a passkey from the account' },
  removed: { id: 'profile.PasskeysForm.removed', defaultMessage: 'Passkey removed', description: 'Toast after a passkey was removed' },
  removeFailed: {
    id: 'profile.PasskeysForm.removeFailed',
    defaultMessage: 'The passkey could not be removed. Try again.',
    description: 'The server refused to remove a passkey',
  },
  nickname: { id: 'profile.PasskeysForm.nickname', defaultMessage: 'Name of the new passkey', description: 'Label of the nickname field' },
  nicknameHelp: {
    id: 'profile.PasskeysForm.nicknameHelp',
    defaultMessage: 'So you can tell your passkeys apart, for example "Work laptop" or "Phone".',
    description: 'Help under the nickname field',
  },
  nicknameRequired: { id: 'profile.PasskeysForm.nicknameRequired', defaultMessage: 'Give the passkey a name', description: 'The nickname was left empty' },
  add: { id: 'profile.PasskeysForm.add', defaultMessage: 'Add a passkey', description: 'Starts making a passkey on this device' },
  unsupported: {
    id: 'profile.PasskeysForm.unsupported',
    defaultMessage: 'This browser cannot make passkeys. Open the portal in an up-to-date browser to add one.',
    description: 'Shown instead of the add form in a browser without WebAuthn',
  },
});

const addedMessage = defineMessage<{ name: string }>({ id: 'profile.PasskeysForm.added', defaultMessage: 'Passkey "{name}" added', description: 'Toast after a passkey was added' });
const removeQuestion = defineMessage<{ name: string }>({
  id: 'profile.PasskeysForm.removeQuestion',
  defaultMessage: 'Remove the passkey "{name}"? It will no longer sign you in; the copy on your device can be deleted in its settings.',
  description: 'Confirmation before a passkey is removed',
});

/** The kinds of passkey WebAuthn's transports tell apart. */
const kindOf = (transports: string) =>
  transports.split(',').some((t) => t === 'usb' || t === 'nfc' || t === 'ble') ? messages.securityKey : messages.onDevice;

/**
 * The signed-in user's passkeys (spec §3, issue 19): the list with each one's name and kind, removal after a
 * question, and a new one made on this device with a name. The list is read through GraphQL (the user's own rows of
 * auth.user_security_keys); making one is the auth service's ceremony (POST /user/webauthn/add, then /verify).
 */
export function PasskeysForm({ user }: { user: PasskeysForm_user$key }) {
  const intl = useIntl();
  const auth = useAuthClient();
  const environment = useRelayEnvironment();
  const { id: userId, securityKeys } = useFragment(
    graphql`
      fragment PasskeysForm_user on users {
        id
        securityKeys(order_by: [{ nickname: asc }, { id: asc }]) {
          id
          nickname
          transports
        }
      }
    `,
    user,
  );
  const [nickname, setNickname] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const [remove, deleting] = useMutation<PasskeysFormDeleteMutation>(graphql`
    mutation PasskeysFormDeleteMutation($id: uuid!) {
      deleteAuthUserSecurityKey(id: $id) {
        id
      }
    }
  `);

  // The list as the server has it now, after a passkey was made outside GraphQL.
  const reload = () => fetchQuery<PasskeysFormQuery>(environment, graphql`
    query PasskeysFormQuery($userId: uuid!) {
      user(id: $userId) {
        ...PasskeysForm_user
      }
    }
  `, { userId }, { fetchPolicy: 'network-only' }).toPromise();

  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    const name = nickname.trim();
    if (name === '') return;
    setAdding(true);
    const result = await auth.addPasskey(name);
    if (result.isSuccess) await reload().catch(() => undefined);
    setAdding(false);
    if (!result.isSuccess) {
      setRefusal({ error: result.error });
      return;
    }
    setNickname('');
    setSubmitted(false);
    showToast(intl.formatMessage(addedMessage, { name }));
  };

  const confirmRemove = () => {
    if (!removing) return;
    setRemoveFailed(false);
    remove({
      variables: { id: removing.id },
      onCompleted: (_response, errors) => {
        if (errors?.length) {
          setRemoveFailed(true);
          return;
        }
        setRemoving(null);
        showToast(intl.formatMessage(messages.removed));
        void reload().catch(() => undefined);
      },
      onError: () => { setRemoveFailed(true); },
    });
  };

  const problem = refusal && passkeyProblemText(refusal.error, true);
  const missing = submitted && nickname.trim() === '';
  return (
    <div className={styles.form}>
      <p>{intl.formatMessage(messages.explain)}</p>
      {securityKeys.length === 0 ? (
        <NonIdealState icon={<KeyIcon size={32} />} title={intl.formatMessage(messages.none)} className={styles.notice} />
      ) : (
        <HTMLTable compact className={styles.passkeys}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.name)}</th>
              <th scope="col">{intl.formatMessage(messages.kind)}</th>
              <th scope="col" aria-label={intl.formatMessage(messages.remove)} />
            </tr>
          </thead>
          <tbody>
            {securityKeys.map((key) => {
              const name = key.nickname ?? intl.formatMessage(messages.unnamed);
              return (
                <tr key={key.id}>
                  <td>{name}</td>
                  <td>{intl.formatMessage(kindOf(key.transports))}</td>
                  <td className={styles.rowAction}>
                    <Button
                      variant="minimal"
                      intent={Intent.DANGER}
                      text={intl.formatMessage(messages.remove)}
                      aria-label={`${intl.formatMessage(messages.remove)}: ${name}`}
                      onClick={() => { setRemoveFailed(false); setRemoving({ id: key.id, name }); }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {browserHasPasskeys() ? (
        <form onSubmit={(event) => { void add(event); }} noValidate>
          {problem && (
            <Callout intent={Intent.DANGER} role="alert" className={styles.notice}>
              <FormattedMessage {...problem.message} values={problem.values} />
            </Callout>
          )}
          <LabelledField
            label={intl.formatMessage(messages.nickname)}
            hint={intl.formatMessage(messages.nicknameHelp)}
            error={missing ? intl.formatMessage(messages.nicknameRequired) : undefined}
          >
            {(input) => (
              <InputGroup
                id={input.id}
                value={nickname}
                onValueChange={setNickname}
                maxLength={100}
                intent={input.intent}
                aria-invalid={input.invalid}
                aria-describedby={input.describedBy}
              />
            )}
          </LabelledField>
          <div className={styles.actions}>
            <Button type="submit" intent={Intent.PRIMARY} icon={<KeyIcon />} loading={adding} text={intl.formatMessage(messages.add)} />
          </div>
        </form>
      ) : (
        <Callout className={styles.notice}>{intl.formatMessage(messages.unsupported)}</Callout>
      )}
      <ConfirmDeleteAlert
        isOpen={removing !== null}
        confirmText={intl.formatMessage(messages.remove)}
        working={deleting}
        onConfirm={confirmRemove}
        onCancel={() => { setRemoving(null); }}
      >
        <p>{intl.formatMessage(removeQuestion, { name: removing?.name ?? '' })}</p>
        {removeFailed && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(messages.removeFailed)}</Callout>}
      </ConfirmDeleteAlert>
    </div>
  );
}
