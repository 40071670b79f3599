import { H2 } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import { LinkErrorNotice } from './LinkErrorNotice.tsx';
import { PasswordLinkForm } from './PasswordLinkForm.tsx';

const messages = defineMessages({
  linkHint: {
    id: 'auth.PasswordLinkPage.linkHint',
    defaultMessage: 'Enter your e-mail below and we will send you a new one.',
    description: 'After a refused password link: the form below sends a new link',
  },
});

/**
 * The page around the password-link form, shared by forgot-password and first access: its title and text differ.
 * A refused reset or first-access link lands here (through /change-password) and says so above the form.
 */
export function PasswordLinkPage({ title, intro }: { title: MessageDescriptor; intro: MessageDescriptor }) {
  return (
    <>
      <H2><FormattedMessage {...title} /></H2>
      <LinkErrorNotice hint={messages.linkHint} />
      <p><FormattedMessage {...intro} /></p>
      <PasswordLinkForm />
      <div className={styles.links}>
        <Link to={paths.signIn}><FormattedMessage {...authMessages.backToSignIn} /></Link>
      </div>
    </>
  );
}
