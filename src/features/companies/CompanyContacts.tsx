import { Button, ButtonGroup, Callout, H3, HTMLTable, Intent } from '@blueprintjs/core';
import { EditIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyContacts_company$data, CompanyContacts_company$key } from '../../../__generated__/CompanyContacts_company.graphql.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { ContactDialog, contactMessages } from './ContactDialog.tsx';
import type { EditedContact } from './ContactDialog.tsx';
import { isContactLocale } from './contactInput.ts';
import { useRemoveContactMutation } from './useRemoveContactMutation.ts';
import styles from './companies.module.css';

const messages = defineMessages({
  title: { id: 'companies.CompanyContacts.title', defaultMessage: 'Reporting contacts', description: 'Title of the company\'s reporting contacts' },
  about: {
    id: 'companies.CompanyContacts.about',
    defaultMessage: 'They receive the KPI requests by e-mail and answer through a link, without an account.',
    description: 'What a reporting contact is',
  },
  none: { id: 'companies.CompanyContacts.none', defaultMessage: 'Nobody answers this company\'s requests yet: add a contact before sending one.', description: 'The company has no contact' },
  add: { id: 'companies.CompanyContacts.add', defaultMessage: 'Add contact', description: 'Opens the form of a new contact' },
  actions: { id: 'companies.CompanyContacts.actions', defaultMessage: 'Actions', description: 'Column of the buttons' },
  remove: { id: 'companies.CompanyContacts.remove', defaultMessage: 'Remove', description: 'Confirms the removal' },
  failed: { id: 'companies.CompanyContacts.failed', defaultMessage: 'The contact could not be removed. Please try again.', description: 'Removal failed' },
});

const editOf = defineMessage<{ name: string }>({ id: 'companies.CompanyContacts.editOf', defaultMessage: 'Edit {name}', description: 'Accessible name of a contact\'s edit button' });
const removeOf = defineMessage<{ name: string }>({ id: 'companies.CompanyContacts.removeOf', defaultMessage: 'Remove {name}', description: 'Accessible name of a contact\'s remove button' });
const removeQuestion = defineMessage<{ name: string; email: string }>({
  id: 'companies.CompanyContacts.removeQuestion',
  defaultMessage: 'Remove {name} ({email})? Requests already sent keep their links; new ones will not reach this address.',
  description: 'The question before a contact is removed',
});

type Contact = CompanyContacts_company$data['contacts'][number];

/** The people who answer the company's KPI requests; editors and owners add, edit and remove them. */
export function CompanyContacts({ company, canEdit }: { company: CompanyContacts_company$key; canEdit: boolean }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CompanyContacts_company on portfolio_company {
        id
        contacts(order_by: [{ name: asc }, { email: asc }]) {
          id
          name
          email
          locale
        }
      }
    `,
    company,
  );
  const [editing, setEditing] = useState<EditedContact | 'new' | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [remove, working] = useRemoveContactMutation();
  const edited = (contact: Contact): EditedContact => ({ id: contact.id, name: contact.name, email: contact.email, locale: isContactLocale(contact.locale) ? contact.locale : 'pt' });
  const confirmRemoval = () => {
    if (!removing) return;
    remove(removing.id, {
      onCompleted: () => { setRemoving(null); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), {}, messages.failed)); },
    });
  };
  return (
    <section aria-labelledby="company-contacts-title" className={styles.section}>
      <H3 id="company-contacts-title">{intl.formatMessage(messages.title)}</H3>
      <p>{intl.formatMessage(messages.about)}</p>
      {canEdit && <Button icon={<PlusIcon />} text={intl.formatMessage(messages.add)} onClick={() => { setEditing('new'); }} className={styles.notice} />}
      {data.contacts.length === 0
        ? <Callout intent={Intent.WARNING}>{intl.formatMessage(messages.none)}</Callout>
        : (
          <HTMLTable striped compact className={styles.contacts} aria-label={intl.formatMessage(messages.title)}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(contactMessages.name)}</th>
                <th scope="col">{intl.formatMessage(contactMessages.email)}</th>
                <th scope="col">{intl.formatMessage(contactMessages.locale)}</th>
                {canEdit && <th scope="col">{intl.formatMessage(messages.actions)}</th>}
              </tr>
            </thead>
            <tbody>
              {data.contacts.map((contact) => (
                <tr key={contact.id}>
                  <td>{contact.name}</td>
                  <td>{contact.email}</td>
                  <td>{isContactLocale(contact.locale) ? intl.formatMessage(contactMessages[contact.locale]) : contact.locale}</td>
                  {canEdit && (
                    <td>
                      <ButtonGroup variant="minimal">
                        <Button icon={<EditIcon />} aria-label={intl.formatMessage(editOf, { name: contact.name })} onClick={() => { setEditing(edited(contact)); }} />
                        <Button icon={<TrashIcon />} intent={Intent.DANGER} aria-label={intl.formatMessage(removeOf, { name: contact.name })} onClick={() => { setRefusal(null); setRemoving(contact); }} />
                      </ButtonGroup>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          )}
      {canEdit && (
        <>
          <ContactDialog isOpen={editing !== null} companyId={data.id} contact={editing === 'new' ? null : editing} onClose={() => { setEditing(null); }} />
          <ConfirmDeleteAlert isOpen={removing !== null} confirmText={intl.formatMessage(messages.remove)} onConfirm={confirmRemoval} onCancel={() => { setRemoving(null); }} working={working}>
            <p>{removing && intl.formatMessage(removeQuestion, { name: removing.name, email: removing.email })}</p>
            {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
          </ConfirmDeleteAlert>
        </>
      )}
    </section>
  );
}
