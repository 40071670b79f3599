import { emailProblem } from '../../auth/authValidation.ts';

/** The languages a reporting contact reads the e-mails and the answer form in (`company_contact.locale`). */
export const CONTACT_LOCALES = ['pt', 'en'] as const;
export type ContactLocale = (typeof CONTACT_LOCALES)[number];

/** A reporting contact as the form sends it. */
export interface ContactInput {
  name: string;
  email: string;
  locale: ContactLocale;
}

export type ContactProblems = Partial<Record<'name' | 'email', 'required' | 'invalid'>>;

/** What is wrong with a contact, by field (the database checks the same: a name, an e-mail, once per company). */
export function contactProblems(contact: ContactInput): ContactProblems {
  const problems: ContactProblems = {};
  if (contact.name.trim() === '') problems.name = 'required';
  const email = emailProblem(contact.email);
  if (email !== null) problems.email = email;
  return problems;
}

/** The columns the database receives. */
export const contactColumns = (contact: ContactInput) => ({ name: contact.name.trim(), email: contact.email.trim(), locale: contact.locale });

export const isContactLocale = (value: string): value is ContactLocale => (CONTACT_LOCALES as readonly string[]).includes(value);
