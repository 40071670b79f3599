import { H2 } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import { PasswordLinkForm } from './PasswordLinkForm.tsx';

/** The page around the password-link form, shared by forgot-password and first access: its title and text differ. */
export function PasswordLinkPage({ title, intro }: { title: MessageDescriptor; intro: MessageDescriptor }) {
  return (
    <>
      <H2><FormattedMessage {...title} /></H2>
      <p><FormattedMessage {...intro} /></p>
      <PasswordLinkForm />
      <div className={styles.links}>
        <Link to={paths.signIn}><FormattedMessage {...authMessages.backToSignIn} /></Link>
      </div>
    </>
  );
}
