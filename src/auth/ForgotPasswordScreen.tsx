import { H2 } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import { PasswordLinkForm } from './PasswordLinkForm.tsx';

const messages = defineMessages({
  title: {
    id: 'auth.ForgotPasswordScreen.title',
    defaultMessage: 'Forgot my password',
    description: 'Title of the password-reset page',
  },
  intro: {
    id: 'auth.ForgotPasswordScreen.intro',
    defaultMessage: 'Enter your e-mail and we will send you a link to choose a new password.',
    description: 'Text above the e-mail field of the password-reset page',
  },
});

/** `/forgot-password` (spec §2): asks for a link to choose a new password. */
export function ForgotPasswordScreen() {
  return (
    <>
      <H2><FormattedMessage {...messages.title} /></H2>
      <p><FormattedMessage {...messages.intro} /></p>
      <PasswordLinkForm />
      <div className={styles.links}>
        <Link to={paths.signIn}><FormattedMessage {...authMessages.backToSignIn} /></Link>
      </div>
    </>
  );
}
