import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { CONTACT_LOCALES, contactProblems } from './contactInput.ts';
import type { ContactInput, ContactLocale } from './contactInput.ts';
import { useAddContactMutation } from './useAddContactMutation.ts';
import { useEditContactMutation } from './useEditContactMutation.ts';

export const contactMessages = defineMessages({
  name: { id: 'companies.ContactDialog.name', defaultMessage: 'Name', description: 'Label/column: the contact\'s name' },
  email: { id: 'companies.ContactDialog.email', defaultMessage: 'Email', description: 'Label/column: the contact\'s e-mail' },
  locale: { id: 'companies.ContactDialog.locale', defaultMessage: 'Language', description: 'Label/column: the language of the contact\'s e-mails and form' },
  pt: { id: 'companies.ContactDialog.pt', defaultMessage: 'Portuguese', description: 'A contact\'s language' },
  en: { id: 'companies.ContactDialog.en', defaultMessage: 'English', description: 'A contact\'s language' },
});

const messages = defineMessages({
  addTitle: { id: 'companies.ContactDialog.addTitle', defaultMessage: 'Add a reporting contact', description: 'Title of the dialog that adds a contact' },
  editTitle: { id: 'companies.ContactDialog.editTitle', defaultMessage: 'Edit the reporting contact', description: 'Title of the dialog that edits a contact' },
  save: { id: 'companies.ContactDialog.save', defaultMessage: 'Save', description: 'Saves the contact' },
  nameRequired: { id: 'companies.ContactDialog.nameRequired', defaultMessage: 'Name is required', description: 'No name' },
  emailRequired: { id: 'companies.ContactDialog.emailRequired', defaultMessage: 'Email is required', description: 'No e-mail' },
  emailInvalid: { id: 'companies.ContactDialog.emailInvalid', defaultMessage: 'Email must be valid', description: 'Not an e-mail address' },
  duplicate: { id: 'companies.ContactDialog.duplicate', defaultMessage: 'This e-mail is already a contact of this company', description: 'Refused: same e-mail twice' },
  failed: { id: 'companies.ContactDialog.failed', defaultMessage: 'The contact could not be saved. Please try again.', description: 'Refused for an unknown reason' },
  localeHint: { id: 'companies.ContactDialog.localeHint', defaultMessage: 'The language of the request e-mails and of the answer form.', description: 'Hint under the language' },
});

const BY_CONSTRAINT: Readonly<Record<string, MessageDescriptor>> = {
  company_contact_company_id_email_key: messages.duplicate,
  company_contact_name_not_blank: messages.nameRequired,
};

/** The contact being edited (null: a new one). */
export interface EditedContact extends ContactInput {
  id: string;
}

/** Adds or edits a person who answers a company's requests: name, e-mail and language. */
export function ContactDialog({ isOpen, companyId, contact, onClose }: {
  isOpen: boolean;
  companyId: string;
  contact: EditedContact | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(contact ? messages.editTitle : messages.addTitle)}>
      {isOpen && <ContactForm companyId={companyId} contact={contact} onDone={onClose} />}
    </FormDialog>
  );
}

function ContactForm({ companyId, contact, onDone }: { companyId: string; contact: EditedContact | null; onDone: () => void }) {
  const intl = useIntl();
  const [values, setValues] = useState<ContactInput>(() => contact ?? { name: '', email: '', locale: intl.locale === 'pt-BR' ? 'pt' : 'en' });
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [add, adding] = useAddContactMutation();
  const [edit, editing] = useEditContactMutation();
  const problems = contactProblems(values);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    const callbacks = { onCompleted: onDone, onError: (error: Error) => { setRefusal(refusalMessage(refusalOf(error), BY_CONSTRAINT, messages.failed)); } };
    if (contact) edit(contact.id, values, callbacks);
    else add(companyId, values, callbacks);
  };
  const nameError = submitted && problems.name ? intl.formatMessage(messages.nameRequired) : undefined;
  const emailError = submitted && problems.email ? intl.formatMessage(problems.email === 'required' ? messages.emailRequired : messages.emailInvalid) : undefined;
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.save)} submitting={adding || editing} refusal={refusal && intl.formatMessage(refusal)}>
      <LabelledField label={intl.formatMessage(contactMessages.name)} error={nameError}>
        {(input) => <InputGroup id={input.id} value={values.name} onValueChange={(name) => { setValues({ ...values, name }); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} autoFocus />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(contactMessages.email)} error={emailError}>
        {(input) => <InputGroup id={input.id} type="email" value={values.email} onValueChange={(email) => { setValues({ ...values, email }); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(contactMessages.locale)} hint={intl.formatMessage(messages.localeHint)}>
        {(input) => (
          <HTMLSelect
            id={input.id} fill value={values.locale} aria-describedby={input.describedBy}
            onChange={(event) => { setValues({ ...values, locale: event.currentTarget.value as ContactLocale }); }}
            options={CONTACT_LOCALES.map((locale) => ({ value: locale, label: intl.formatMessage(contactMessages[locale]) }))}
          />
        )}
      </LabelledField>
    </DialogForm>
  );
}
